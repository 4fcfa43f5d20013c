/// A preview found in the running program by ``PreviewDiscovery``: a `#Preview`
/// or one preview of a `PreviewProvider`, with its name, place and traits.
///
/// ```swift
/// for preview in PreviewDiscovery.previews(inModule: "MyApp") {
///     print(preview.fileID ?? preview.typeName ?? "", preview.line ?? 0, preview.name)
///     try preview.renderer(device: .iPhone15Pro).write(to: URL(fileURLWithPath: "\(preview.name).svg"))
/// }
/// ```
public struct DiscoveredPreview: Sendable, CustomStringConvertible {
    enum Source: @unchecked Sendable {
        // Unchecked: metatypes of user types; the types are only asked to make their views.
        case macro(any PreviewRegistry.Type, variant: Int)
        case provider(any PreviewProvider.Type, index: Int)
    }

    /// The preview's name: the one it was given, or `Preview N`, numbered in
    /// source order among the unnamed previews of its file (or provider).
    public let name: String
    /// Whether `name` was given in the source (`#Preview("Name")`, `previewDisplayName`).
    public let isNamed: Bool
    /// The module the preview is declared in.
    public let moduleName: String
    /// The `#Preview`'s file as `#fileID` spells it (`"MyApp/ContentView.swift"`); nil for a `PreviewProvider`.
    public let fileID: String?
    /// The `#Preview`'s line; nil for a `PreviewProvider`.
    public let line: Int?
    /// The `PreviewProvider` type's name within its module (`"ContentView_Previews"`); nil for a `#Preview`.
    public let typeName: String?
    /// The preview's traits: the `#Preview`'s, or those a provider's preview sets with
    /// `previewLayout` and `previewInterfaceOrientation`.
    public let traits: [PreviewTrait<Preview.ViewTraits>]
    /// The name of the device a provider's preview asks for with `previewDevice`.
    public let deviceName: String?
    let source: Source

    /// Where the preview is: `MyApp/ContentView.swift:12` or `MyApp.ContentView_Previews`.
    public var location: String {
        if let fileID { return "\(fileID):\(line ?? 0)" }
        return "\(moduleName).\(typeName ?? "")"
    }

    /// The file name without `.swift` (`ContentView`), or the provider type's name:
    /// the folder of the preview's snapshots.
    public var group: String {
        if let fileID {
            let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
            return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
        }
        return typeName ?? moduleName
    }

    /// The preview as messages name it: its place and its name.
    public var description: String { "\(location) “\(name)”" }

    /// The previewed view.
    ///
    /// - Throws: what the preview's `makePreview()` throws.
    public func makeView() throws -> AnyView {
        var view = try makeBareView()
        // The first modifier trait is the outermost, as SwiftUI applies them in order.
        for case let .modifier(modifier) in traits.reversed().map(\.value) {
            view = try modifier.apply(to: view)
        }
        return view
    }

    private func makeBareView() throws -> AnyView {
        switch source {
        case let .macro(registry, variant):
            return try MainActorCall.view(of: registry, at: variant)
        case let .provider(provider, index):
            let views = ViewList.views(of: MainActorCode.previews(of: provider))
            guard index < views.count else {
                throw VellumError(.invalidArgument, subject: location, message: "\(location) has no preview number \(index + 1) any more")
            }
            return AnyView(erasing: views[index])
        }
    }

    /// A renderer for the preview as Xcode's canvas shows it on `device`: the whole
    /// screen, or a fitting or fixed canvas, the device turned as the traits say.
    ///
    /// - Throws: what the preview's `makePreview()` throws.
    public func renderer(device: Device = .iPhone15Pro) throws -> SVGRenderer<AnyView> {
        try PreviewCanvas(traits: traits, device: deviceName.flatMap { PreviewDevice(rawValue: $0).device } ?? device)
            .renderer(for: makeView())
    }
}
