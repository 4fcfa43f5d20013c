import Foundation
import VellumGeometry

/// One layer of a glyph in design units (see `Pen`).
struct GlyphLayer: Sendable {
    /// The outline, in design units.
    var path: Path
    /// 0 primary, 1 secondary, 2 tertiary.
    var level: Int
    /// Whether the layer is filled with the even-odd rule.
    var evenOdd: Bool
    /// Whether the layer is drawn in monochrome rendering.
    var monochrome: Bool
}

/// A glyph in design units: its layers, bottom first.
struct Glyph: Sendable {
    var layers: [GlyphLayer]

    init(_ layers: [GlyphLayer]) { self.layers = layers }

    /// A one-layer glyph in the primary level.
    init(_ path: Path) { layers = [GlyphLayer(path: path, level: 0, evenOdd: false, monochrome: true)] }

    /// A glyph with a secondary part under a primary part, both drawn in monochrome.
    init(secondary: Path, primary: Path) {
        layers = [GlyphLayer(path: secondary, level: 1, evenOdd: false, monochrome: true),
                  GlyphLayer(path: primary, level: 0, evenOdd: false, monochrome: true)]
    }

    /// A filled `base` with `mark` knocked out of it: in monochrome the mark is a
    /// hole; in hierarchical and palette rendering the hole is filled with the
    /// primary level and the base takes the secondary one.
    ///
    /// `mark` must run solids clockwise and holes anticlockwise, as `Pen` draws.
    /// When the base's parts overlap, pass `evenOdd: false`: the reversed mark
    /// is then still a hole under the nonzero rule.
    init(base: Path, knockout mark: Path, evenOdd: Bool = true) {
        layers = [GlyphLayer(path: base + mark.reversed(), level: 1, evenOdd: evenOdd, monochrome: true),
                  GlyphLayer(path: mark, level: 0, evenOdd: false, monochrome: false)]
    }

    /// The glyph with every layer transformed.
    func applying(_ t: CGAffineTransform) -> Glyph {
        Glyph(layers.map { GlyphLayer(path: $0.path.applying(t), level: $0.level, evenOdd: $0.evenOdd, monochrome: $0.monochrome) })
    }
}

/// Builds a glyph for a stroke width.
typealias GlyphBuilder = @Sendable (Pen) -> Glyph

/// Builds a mark (an inner part) of a given size for a stroke width.
typealias MarkBuilder = @Sendable (Pen, CGFloat) -> Path

/// The circle and the rounded square that many symbols sit in.
enum Enclosure: Sendable {
    case circle, square

    /// The radius of `circle.fill`: 99.61 % of the point size across at medium scale.
    static let circleRadius: CGFloat = 49.805
    /// Half the side of `square.fill`.
    static let squareHalf: CGFloat = 44
    /// The corner radius of `square.fill`.
    static let squareCorner: CGFloat = 17

    /// The filled enclosure.
    func solid(_ pen: Pen) -> Path {
        switch self {
        case .circle: return pen.disc(.zero, Enclosure.circleRadius)
        case .square:
            let s = Enclosure.squareHalf
            return pen.box(CGRect(x: -s, y: -s, width: 2 * s, height: 2 * s), Enclosure.squareCorner)
        }
    }

    /// The outlined enclosure, its outer edge where the filled one's is.
    func outline(_ pen: Pen) -> Path {
        switch self {
        case .circle: return pen.ring(.zero, Enclosure.circleRadius - pen.h)
        case .square:
            let s = Enclosure.squareHalf - pen.h
            return pen.frame(CGRect(x: -s, y: -s, width: 2 * s, height: 2 * s), Enclosure.squareCorner - pen.h)
        }
    }

    /// `mark` in an outlined enclosure (the enclosure secondary) or knocked out of a filled one.
    func glyph(_ mark: @escaping MarkBuilder, size: CGFloat, filled: Bool) -> GlyphBuilder {
        { pen in
            // Heavy weights would clog a small mark; its stroke stops growing at a fifth of its size.
            let m = mark(Pen(w: Swift.min(pen.w, size * 0.2)), size)
            return filled ? Glyph(base: solid(pen), knockout: m) : Glyph(secondary: outline(pen), primary: m)
        }
    }
}
