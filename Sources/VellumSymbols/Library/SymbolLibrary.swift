import Foundation
import VellumGeometry

/// The symbols `Image(systemName:)` can draw: Vellum's own drawings of the
/// common SF Symbols names, plus any you register from SVG files.
///
/// The built-in glyphs are Vellum's own artwork, not Apple's. They take the
/// names, sizes and alignment of SF Symbols so layouts match, and they look
/// alike enough to recognise.
///
/// ```swift
/// var symbols = SymbolLibrary.standard
/// try symbols.register(named: "brand.logo", svgContentsOf: URL(fileURLWithPath: "logo.svg"))
/// print(symbols.names.contains("brand.logo"))   // true
/// ```
public struct SymbolLibrary: Sendable {
    /// How a name is drawn.
    enum Entry: Sendable {
        /// A built-in glyph, drawn for the requested weight.
        case builtIn(GlyphBuilder)
        /// A registered glyph in design units, with its frame (the SVG viewBox).
        case custom(Glyph, frame: CGRect)
    }

    var entries: [String: Entry]

    /// The built-in symbols.
    ///
    /// ```swift
    /// let names = SymbolLibrary.standard.names   // ["1.circle", "1.circle.fill", …]
    /// ```
    public static let standard = SymbolLibrary(entries: BuiltInSymbols.all.mapValues { .builtIn($0) })

    /// A library with no symbols, for registering your own only.
    ///
    /// ```swift
    /// var symbols = SymbolLibrary()
    /// try symbols.register(named: "dot", svg: #"<svg viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>"#)
    /// ```
    public init() { entries = [:] }

    init(entries: [String: Entry]) { self.entries = entries }

    /// Every name the library can draw, sorted.
    ///
    /// ```swift
    /// for name in SymbolLibrary.standard.names { print(name) }
    /// ```
    public var names: [String] { entries.keys.sorted() }

    /// Whether the library can draw `name`.
    ///
    /// ```swift
    /// SymbolLibrary.standard.contains("star.fill")   // true
    /// ```
    public func contains(_ name: String) -> Bool { entries[name] != nil }

    /// The space between a symbol's ink and its frame's top and bottom edges, in
    /// points, for text of `pointSize` points at `scale` (the same at every
    /// weight), in its alignment rectangle or its content bounds.
    package static func verticalFrameMargin(pointSize: CGFloat, scale: SymbolScale = .medium, contentBounds: Bool = false) -> CGFloat {
        (contentBounds ? SymbolMetrics.contentPadding.height : SymbolMetrics.verticalMargin)
            * SymbolMetrics.unit(pointSize: pointSize, weight: 400, scale: scale)
    }

    /// The symbol `name` drawn for text of `pointSize` points at a CSS `weight`
    /// (100 ultraLight … 400 regular … 900 black) and an image `scale`, or nil
    /// when the library has no such symbol. Its frame is the glyph's alignment
    /// rectangle, or with `contentBounds` (iOS 26) its content bounds.
    package func image(named name: String, pointSize: CGFloat, weight: Int = 400,
                       scale: SymbolScale = .medium, contentBounds: Bool = false) -> SymbolImage? {
        guard let entry = entries[name] else { return nil }
        let size = pointSize.isFinite ? Swift.max(pointSize, 0) : 0
        let unit = SymbolMetrics.unit(pointSize: size, weight: weight, scale: scale)
        let glyph: Glyph, frames: SymbolFrames
        switch entry {
        case .builtIn(let build):
            (glyph, frames) = BuiltInDrawings.drawing(name, weight: weight) {
                SymbolFrame.fitted(name, weight: weight, build: build)
            }
        case .custom(let g, let f):
            glyph = g; frames = SymbolFrames(f)
        }
        let frame = contentBounds ? frames.content : frames.alignment
        let place = CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
            .concatenating(CGAffineTransform(scaleX: unit, y: unit))
        let layers = glyph.layers.map {
            SymbolLayer(path: $0.path.applying(place), level: $0.level, evenOdd: $0.evenOdd, monochrome: $0.monochrome)
        }
        let imageSize = CGSize(width: frame.width * unit, height: frame.height * unit)
        let baselineFromTop = -frame.minY * unit + SymbolMetrics.capHeight / 2 * size
        return SymbolImage(size: imageSize, baselineOffset: imageSize.height - baselineFromTop, layers: layers)
    }
}
