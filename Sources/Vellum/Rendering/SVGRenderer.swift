import Foundation
import VellumRender
import VellumSVG
internal import VellumText

/// Renders a view to SVG, as SwiftUI's `ImageRenderer` renders it to an image:
/// make a renderer for a view, set what the screen looks like, ask for SVG.
///
/// ```swift
/// var renderer = SVGRenderer(content: SignInView(), device: .iPhone15Pro)
/// renderer.colorScheme = .dark
/// renderer.keyboardVisible = true
/// let svg = try renderer.svg()
/// try renderer.write(to: URL(fileURLWithPath: "sign-in.svg"))
/// ```
///
/// For a picture the size of the view (a component, an icon), propose a size
/// as `ImageRenderer.proposedSize` and Xcode's `sizeThatFitsLayout` do:
///
/// ```swift
/// let badge = try SVGRenderer(content: Badge(count: 3)).svg()           // its ideal size
/// let card = try SVGRenderer(content: Card(), proposedSize: ProposedViewSize(width: 320, height: nil)).svg()
/// ```
///
/// `svg()` and `write(to:)` don't mutate the renderer; call them from any task.
/// The same view and settings give the same bytes on every run and thread.
public struct SVGRenderer<Content: View>: @unchecked Sendable {
    // Unchecked: the renderer only reads `content`, and a view's body is a
    // pure function of its stored values (SwiftUI requires the same); the
    // settings are value types.

    /// The view to render.
    public var content: Content
    /// The device, or nil for a plain canvas.
    public var device: Device?
    /// The canvas size in points (unused while ``proposedSize`` sizes a canvas).
    public var size: CGSize
    /// The size the root view is proposed on a canvas, or nil (the default)
    /// for a canvas of ``size`` with the view centred in it.
    ///
    /// When set on a canvas renderer (no ``device``), the root view is asked
    /// its size for this proposal (`.unspecified` asks for its ideal size, so
    /// a flexible view such as `Color.red` is 10 × 10, as in SwiftUI), and the
    /// canvas is exactly that size, rounded up to the ``displayScale``'s pixel
    /// grid, with the view at its origin. A dimension the view answers as
    /// infinite is its ideal one. A device renderer ignores it.
    ///
    /// ```swift
    /// var renderer = SVGRenderer(content: Text("Hello").padding(), size: .zero)
    /// renderer.proposedSize = .unspecified   // the canvas is the padded text's size
    /// ```
    public var proposedSize: ProposedViewSize?
    /// The colour scheme (light by default). A `preferredColorScheme` in the view wins.
    public var colorScheme: ColorScheme = .light
    /// Whether the software keyboard is shown, adding its safe-area region.
    public var keyboardVisible = false
    /// The Dynamic Type size at the root (`.large`, the default, as on iOS):
    /// text styles, `@ScaledMetric` values and symbols take their size from it.
    /// A `dynamicTypeSize(_:)` in the view wins below it.
    ///
    /// ```swift
    /// var renderer = SVGRenderer(content: SettingsScreen(), device: .iPhone16Pro)
    /// renderer.dynamicTypeSize = .accessibility3
    /// ```
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The iOS release whose system design draws bars, lists and built-in
    /// controls (``PlatformLook/iOS18``, the default, or ``PlatformLook/iOS26``'s
    /// Liquid Glass). Your own views draw the same in both.
    ///
    /// ```swift
    /// var renderer = SVGRenderer(content: SettingsScreen(), device: .iPhone16Pro)
    /// renderer.platformLook = .iOS26
    /// ```
    public var platformLook: PlatformLook = .iOS18
    /// The variant set by `applying(_:)`, whose direction and locale go into the root environment.
    var rootVariant: Variant?
    /// Where `Image("Name")` and `Color("Name")` are looked up.
    public var assets = AssetCatalog()
    /// The translated strings `Text("key")` and every `LocalizedStringKey` API
    /// look their keys up in, for the environment's `locale` (none by default:
    /// keys show as written).
    ///
    /// ```swift
    /// renderer.localization = try Localization(contentsOf: URL(fileURLWithPath: "Resources"))
    /// let arabic = try SVGRenderer(content: Home().environment(\.locale, Locale(identifier: "ar")), device: .iPhone15Pro).svg()
    /// ```
    public var localization = Localization()
    /// Where `Image(systemName:)` is looked up.
    public var symbols = SymbolLibrary.standard
    /// How text is written: glyph outlines (default) or selectable `<text>`.
    public var textOutput: SVGTextOutput = .outlines
    /// Pixels per point, for pixel rounding (the device's; 3 for a canvas).
    public var displayScale: CGFloat
    /// Whether to draw the device's status bar, home indicator, screen corners and keyboard.
    public var showsDeviceChrome = false
    /// Whether to draw each accessibility element's frame and label over the
    /// picture (off by default): an outline per element with a numbered tag
    /// saying what VoiceOver would ("Follow, button"), in reading order, above
    /// everything else and hidden from screen readers. The elements are those
    /// the SVG's ARIA describes: labelled or combined views, headers, buttons,
    /// images with labels, and every text outside them.
    ///
    /// ```swift
    /// var renderer = SVGRenderer(content: ProfileCard(), device: .iPhone16Pro)
    /// renderer.showsAccessibilityOverlay = true
    /// try renderer.write(to: URL(fileURLWithPath: "profile-accessibility.svg"))
    /// ```
    public var showsAccessibilityOverlay = false

    /// A renderer for a device screen: content laid out in the safe area.
    public init(content: Content, device: Device) {
        self.content = content; self.device = device; self.size = device.size; self.displayScale = device.scale
    }

    /// A renderer for a plain canvas: no safe-area insets, the root view centred.
    public init(content: Content, size: CGSize) {
        self.content = content; self.device = nil
        self.size = CGSize(width: Swift.max(0, size.width.isFinite ? size.width : 0), height: Swift.max(0, size.height.isFinite ? size.height : 0))
        self.displayScale = 3
    }

    /// A renderer for a canvas the size of the view: the view is proposed
    /// `proposedSize` (its ideal size by default) and the canvas is the size
    /// it chooses, rounded up to the pixel grid (see ``proposedSize``).
    ///
    /// ```swift
    /// let svg = try SVGRenderer(content: Color.red.frame(width: 120, height: 40)).svg()   // 120 × 40
    /// let wide = try SVGRenderer(content: Banner(), proposedSize: ProposedViewSize(width: 600, height: nil)).svg()
    /// ```
    public init(content: Content, proposedSize: ProposedViewSize = .unspecified) {
        self.init(content: content, size: .zero)
        self.proposedSize = proposedSize
    }

    /// The SVG document.
    ///
    /// The pipeline runs on a thread of its own with a large stack (see
    /// `LargeStackRunner`), so view trees thousands of levels deep render from
    /// any thread or task; the call blocks until the document is done.
    ///
    /// - Throws: `VellumError` naming the view, asset or symbol at fault.
    public func svg() throws -> String {
        let settings = self.settings
        return try LargeStackRunner.run { try RenderPipeline(settings: settings).render(content) }
    }

    /// The size the view chooses on a fitted canvas (``proposedSize``), as
    /// the SVG's width and height would be.
    package func fittedSize() throws -> CGSize {
        let settings = self.settings
        return try LargeStackRunner.run { try RenderPipeline(settings: settings).fittedSize(content) }
    }

    /// Writes the SVG document to a file atomically: the file is either the
    /// complete new document or left as it was.
    public func write(to url: URL) throws {
        let text = try svg()
        try AtomicFile.write(Data(text.utf8), to: url)
    }

    /// The settings of one render; the canvas is at most a million points a side (`LengthLimit`).
    var settings: RenderSettings {
        func side(_ v: CGFloat) -> CGFloat { v.isFinite ? Swift.min(LengthLimit.maximum, Swift.max(0, v)) : 0 }
        return RenderSettings(size: CGSize(width: side(size.width), height: side(size.height)), device: device, colorScheme: colorScheme, keyboardVisible: keyboardVisible,
                       assets: assets, symbols: symbols, textOutput: textOutput, displayScale: displayScale,
                       showsDeviceChrome: showsDeviceChrome, showsAccessibilityOverlay: showsAccessibilityOverlay,
                       proposedSize: device == nil ? proposedSize : nil,
                       dynamicTypeSize: dynamicTypeSize, platformLook: platformLook, localization: localization, variant: rootVariant)
    }

    /// The accessibility elements of the picture, in reading order, with
    /// their frames and labels: what ``showsAccessibilityOverlay`` draws.
    package func accessibilityElements() throws -> [AccessibilityElement] {
        let settings = self.settings
        return try LargeStackRunner.run { try RenderPipeline(settings: settings).accessibilityElements(content) }
    }
}
