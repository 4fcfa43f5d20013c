import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// `mark`, drawn `size` units tall and moved to `c`, inside the closed outline `shape` (its centre
    /// line, clockwise on screen): outlined, the shape secondary as `Enclosure` draws it, or knocked out
    /// of the filled shape. Heavy weights stop thickening the mark at a fifth of its size.
    static func marked(_ shape: [CGPoint], _ mark: @escaping MarkBuilder, size: CGFloat,
                       at c: CGPoint = .zero) -> (outline: GlyphBuilder, fill: GlyphBuilder) {
        let drawn: @Sendable (Pen) -> Path = { pen in mark(Pen(w: Swift.min(pen.w, size * 0.2)), size).moved(c.x, c.y) }
        return ({ pen in Glyph(secondary: pen.loop(shape), primary: drawn(pen)) },
                { pen in Glyph(base: pen.solidPolygon(shape), knockout: drawn(pen)) })
    }

    /// `build`'s glyph crossed out as SF Symbols crosses out `eye.slash`: a stroke from the top left to the
    /// bottom right over it, with a gap cut through the glyph on either side of the stroke.
    static func crossedOut(_ build: @escaping GlyphBuilder) -> GlyphBuilder {
        { pen in
            let a = P(-36, -40), b = P(36, 40)
            let d = Pen.unit(a, b), n = P(-d.y, d.x)
            let clear = pen.h + Swift.max(2.5, pen.w * 0.6)
            let layers = build(pen).layers.map { layer -> GlyphLayer in
                var cut = Path()
                for polygon in layer.path.polygons(steps: 12) {
                    for (normal, offset) in [(n, clear), (P(-n.x, -n.y), clear)] {
                        let piece = Outline.clip(polygon, normal: normal, offset: offset)
                        if !piece.isEmpty { cut.addLines(piece); cut.closeSubpath() }
                    }
                }
                return GlyphLayer(path: cut, level: layer.level, evenOdd: layer.evenOdd, monochrome: layer.monochrome)
            }
            return Glyph(layers + [GlyphLayer(path: pen.line(a, b), level: 0, evenOdd: false, monochrome: true)])
        }
    }
}
