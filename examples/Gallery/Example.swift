import Vellum

/// One entry of the example gallery: a view and the screen it is shown on.
public struct Example: Sendable {
    /// The file-name-safe identifier, e.g. `sign-in-zstack`.
    public let name: String
    /// A human title.
    public let title: String
    /// The device, or nil for a canvas of `canvasSize`.
    public let device: Device?
    /// The canvas size when there is no device.
    public let canvasSize: CGSize
    /// Whether the keyboard is shown.
    public let keyboardVisible: Bool
    /// The variants it is drawn in, declared once: the gallery shows one
    /// picture per variant side by side and the snapshot tests keep one
    /// reference per variant, each named `<name>.<variant>.svg`. Light and
    /// dark unless the example declares more (a Dynamic Type range, right to left).
    public let variants: [Variant]
    private let makeView: @Sendable () -> AnyView

    init<V: View & SendableMetatype>(_ name: String, _ title: String, device: Device? = .iPhone15Pro, canvas: CGSize = CGSize(width: 320, height: 200),
                  keyboard: Bool = false, variants: [Variant] = [.light, .dark], _ view: @escaping @MainActor @Sendable () -> V) {
        self.name = name; self.title = title; self.device = device; self.canvasSize = canvas
        // The view is made as a `#Preview` body is: on the main actor, which
        // a render stands in for on its own thread.
        self.keyboardVisible = keyboard; self.variants = variants
        self.makeView = { MainActorCode.call({ (_: Void) in AnyView(view()) }, ()) }
    }

    /// The variants the gallery and the snapshot tests draw: the declared
    /// ones, and for a screen (an example with a device, whose bars, lists
    /// and controls the system draws) each declared colour scheme again in
    /// iOS 26's look (`light-ios26`, `dark-ios26`), so both looks are seen
    /// side by side. A component draws no system chrome of its own. Where
    /// the iOS 26 picture is the same as the iOS 18 one (a screen of your
    /// own views only), the gallery shows one picture for both
    /// (``iOS18Variant(of:)`` names it).
    public var galleryVariants: [Variant] {
        guard device != nil else { return variants }
        let schemes = variants.filter { $0.colorScheme != nil && $0.dynamicTypeSize == nil && $0.layoutDirection == nil && $0.locale == nil && $0.platformLook == nil }
        return variants + schemes.map { $0 + .iOS26 }
    }

    /// The declared variant that `variant` draws again in iOS 26's look
    /// (`light` for `light-ios26`), or nil when it is not one of ``galleryVariants``' additions.
    public func iOS18Variant(of variant: Variant) -> Variant? {
        guard variant.platformLook == .iOS26 else { return nil }
        return variants.first { $0 + .iOS26 == variant }
    }

    /// The example drawn in `variant` (on its light renderer: a variant that
    /// names no colour scheme is light).
    ///
    /// ```swift
    /// let svg = try ExampleGallery.named("profile-card")!.svg(.accessibility5)
    /// ```
    public func svg(_ variant: Variant, chrome: Bool = false) throws -> String {
        try renderer(chrome: chrome).applying(variant).svg()
    }

    /// The example rendered in a colour scheme.
    public func svg(colorScheme: ColorScheme, device override: Device? = nil, keyboardVisible keyboard: Bool? = nil,
                    chrome: Bool = false) throws -> String {
        try renderer(colorScheme: colorScheme, device: override, keyboardVisible: keyboard, chrome: chrome).svg()
    }

    /// A renderer set up for the example: its screen, colour scheme, keyboard and the examples' catalog.
    public func renderer(colorScheme: ColorScheme = .light, device override: Device? = nil, keyboardVisible keyboard: Bool? = nil,
                         chrome: Bool = false) throws -> SVGRenderer<AnyView> {
        var renderer: SVGRenderer<AnyView>
        if let d = override ?? device {
            renderer = SVGRenderer(content: makeView(), device: d)
        } else {
            renderer = SVGRenderer(content: makeView(), size: canvasSize)
        }
        renderer.colorScheme = colorScheme
        renderer.keyboardVisible = keyboard ?? keyboardVisible
        renderer.assets = try ExampleAssets.catalog()
        renderer.localization = try ExampleStrings.localization()
        renderer.showsDeviceChrome = chrome
        return renderer
    }
}

/// The examples' asset catalog, shipped with the package.
public enum ExampleAssets {
    /// The catalog at `examples/Assets.xcassets`.
    public static func catalog() throws -> AssetCatalog {
        guard let url = Bundle.module.url(forResource: "Assets", withExtension: "xcassets") else {
            throw VellumError(.unreadableFile, subject: "Assets.xcassets",
                              message: "The examples' asset catalog Assets.xcassets is missing from the package resources; rebuild the package.")
        }
        return try AssetCatalog(contentsOf: url)
    }
}
