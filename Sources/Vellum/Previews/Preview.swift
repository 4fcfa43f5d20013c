/// A preview: a name, the traits that shape its canvas, and the view. The
/// `#Preview` macro makes one; you rarely make one yourself.
///
/// ```swift
/// let preview = Preview("Card", traits: .sizeThatFitsLayout) { Card() }
/// ```
public struct Preview {
    /// The kind of traits a view preview takes (`PreviewTrait<Preview.ViewTraits>`).
    public struct ViewTraits: Sendable {}

    /// The name given to the preview, if any.
    public let name: String?
    /// The traits given to the preview, in order.
    public let traits: [PreviewTrait<ViewTraits>]
    let content: @MainActor () -> any View

    /// A preview of the view `body` makes.
    public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name; self.traits = []; self.content = body
    }

    /// A preview of the view `body` makes, with traits.
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>, _ additionalTraits: PreviewTrait<ViewTraits>...,
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name; self.traits = [traits] + additionalTraits; self.content = body
    }

    /// The previewed view. The body runs on the main actor, as in SwiftUI.
    @MainActor public func makeView() -> AnyView { AnyView(erasing: content()) }
}
