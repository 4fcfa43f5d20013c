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

    /// The symbol `name` drawn for text of `pointSize` points at a CSS `weight`
    /// (100 ultraLight … 400 regular … 900 black) and an image `scale`, or nil
    /// when the library has no such symbol.
    package func image(named name: String, pointSize: CGFloat, weight: Int = 400,
                       scale: SymbolScale = .medium) -> SymbolImage? {
        guard let entry = entries[name] else { return nil }
        let size = pointSize.isFinite ? Swift.max(pointSize, 0) : 0
        let unit = SymbolMetrics.unit(pointSize: size, weight: weight, scale: scale)
        let glyph: Glyph, frame: CGRect
        switch entry {
        case .builtIn(let build):
            (glyph, frame) = BuiltInDrawings.drawing(name, weight: weight) {
                let drawn = build(Pen(w: SymbolMetrics.strokeWidth(weight: weight)))
                var ink = CGRect.null
                for layer in drawn.layers { ink = ink.union(layer.path.inkBounds) }
                if ink.isNull { ink = CGRect(x: -10, y: -10, width: 20, height: 20) }
                return (drawn, ink.insetBy(dx: -SymbolMetrics.padding.width, dy: -SymbolMetrics.padding.height))
            }
        case .custom(let g, let f):
            glyph = g; frame = f
        }
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
