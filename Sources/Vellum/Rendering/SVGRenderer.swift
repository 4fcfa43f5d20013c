import VellumSVG
import VellumRender
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
    /// The canvas size in points.
    public var size: CGSize
    /// The colour scheme (light by default). A `preferredColorScheme` in the view wins.
    public var colorScheme: ColorScheme = .light
    /// Whether the software keyboard is shown, adding its safe-area region.
    public var keyboardVisible = false
    /// Where `Image("Name")` and `Color("Name")` are looked up.
    public var assets = AssetCatalog()
    /// Where `Image(systemName:)` is looked up.
    public var symbols = SymbolLibrary.standard
    /// How text is written: glyph outlines (default) or selectable `<text>`.
    public var textOutput: SVGTextOutput = .outlines
    /// Pixels per point, for pixel rounding (the device's; 3 for a canvas).
    public var displayScale: CGFloat
    /// Whether to draw the device's status bar, home indicator, screen corners and keyboard.
    public var showsDeviceChrome = false

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
                       showsDeviceChrome: showsDeviceChrome)
    }
}
