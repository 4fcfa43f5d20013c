/// Creates a preview of a view, as SwiftUI's `#Preview` does: Vellum renders
/// it to SVG, lists it in `PreviewDiscovery`, and tests it with
/// `assertPreviewSnapshots()`.
///
/// ```swift
/// #Preview {
///     ContentView()
/// }
///
/// #Preview("Dark") {
///     ContentView().preferredColorScheme(.dark)
/// }
/// ```
///
/// - Parameters:
///   - name: The preview's name; without one, previews are numbered in file order.
///   - body: The view to preview.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "VellumMacros", type: "PreviewMacro")

/// Creates a preview of a view with traits that change the canvas, as
/// SwiftUI's `#Preview(_:traits:_:body:)` does: a fitting or fixed canvas,
/// or the device turned to an orientation.
///
/// ```swift
/// #Preview("Badge", traits: .sizeThatFitsLayout) {
///     Badge(count: 3)
/// }
///
/// #Preview(traits: .landscapeLeft) {
///     ContentView()
/// }
/// ```
///
/// - Parameters:
///   - name: The preview's name; without one, previews are numbered in file order.
///   - traits: A trait for the preview.
///   - additionalTraits: More traits.
///   - body: The view to preview.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "VellumMacros", type: "PreviewMacro")

/// Creates a group of previews of a view that takes an input, one preview for
/// each argument, as SwiftUI's `#Preview(_:traits:arguments:body:)` does; each
/// is named after its argument (`String(describing:)`).
///
/// ```swift
/// #Preview("Status", arguments: [Status.idle, .syncing, .failed]) { status in
///     StatusBanner(status: status)
/// }
/// ```
///
/// - Parameters:
///   - name: The group's name; without one, it is numbered in file order.
///   - traits: Traits for every preview of the group.
///   - arguments: The inputs, one preview each.
///   - body: The view for one input.
@freestanding(declaration)
public macro Preview<T>(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., arguments: [T],
                        @ViewBuilder body: @escaping @MainActor (T) -> any View) =
    #externalMacro(module: "VellumMacros", type: "PreviewMacro")

/// Marks a dynamic property declared at the top of a `#Preview` body, as in
/// SwiftUI: the preview becomes a view whose stored properties are the marked
/// declarations and whose body is the rest of the preview's body.
///
/// ```swift
/// #Preview("Toggle") {
///     @Previewable @State var isOn = true
///     Toggle("Loud noises", isOn: $isOn)
/// }
/// ```
@attached(peer)
public macro Previewable() = #externalMacro(module: "VellumMacros", type: "PreviewableMacro")
