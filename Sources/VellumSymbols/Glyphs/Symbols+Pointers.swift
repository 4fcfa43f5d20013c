import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// More arrows and pointers: `arrowtriangle.down.fill`, `chevron.down.2`, `arrow.up.and.down`,
    /// `arrow.left.and.right`, `arrow.right.arrow.left`, `arrow.up.left.and.arrow.down.right`,
    /// `arrow.up.and.down.and.arrow.left.and.right`, `arrow.down.to.line`.
    static var pointers: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        let directions: [(name: String, degrees: CGFloat)] = [("right", 0), ("down", 90), ("left", 180), ("up", 270)]
        // A triangle pointing one way, as deep as its base is long (SF's).
        let triangle = [P(-42, -42), P(42, 0), P(-42, 42)]
        for (name, degrees) in directions {
            table["arrowtriangle.\(name)"] = { pen in Glyph(pen.loop(triangle).rotated(degrees)) }
            table["arrowtriangle.\(name).fill"] = { pen in Glyph(pen.solidPolygon(triangle).rotated(degrees)) }
            // Two chevrons, one over the other.
            table["chevron.\(name).2"] = { pen in
                Glyph((Marks.chevron(pen, 72).moved(-16, 0) + Marks.chevron(pen, 72).moved(16, 0)).rotated(degrees))
            }
            // An arrow that stops at a bar across its point.
            table["arrow.\(name).to.line"] = { pen in
                Glyph((Marks.arrowOutline(pen, length: 72, head: 32).moved(-8, 0) + pen.line(P(40, -34), P(40, 34))).rotated(degrees))
            }
        }
        // One shaft with a head at either end.
        let twoHeaded: @Sendable (Pen) -> Path = { pen in
            pen.line(P(-44, 0), P(44, 0)) + pen.polyline([P(-18, -26), P(-44, 0), P(-18, 26)]) + pen.polyline([P(18, -26), P(44, 0), P(18, 26)])
        }
        table["arrow.left.and.right"] = { pen in Glyph(twoHeaded(pen)) }
        table["arrow.up.and.down"] = { pen in Glyph(twoHeaded(pen).rotated(90)) }
        table["arrow.right.arrow.left"] = { pen in
            Glyph(Marks.arrowOutline(pen, length: 84, head: 30).moved(0, -17) + Marks.arrowOutline(pen, length: 84, head: 30).rotated(180).moved(0, 17))
        }
        // Two arrows pointing away from the middle, to the top leading and bottom trailing corners.
        table["arrow.up.left.and.arrow.down.right"] = { pen in
            let arrow = Marks.arrowOutline(pen, length: 52, head: 26)
            return Glyph(arrow.rotated(-135).moved(-19, -19) + arrow.rotated(45).moved(19, 19))
        }
        // Four arrows out from the middle.
        table["arrow.up.and.down.and.arrow.left.and.right"] = { pen in
            Glyph(pen.line(P(-44, 0), P(44, 0)) + pen.polyline([P(-26, -18), P(-44, 0), P(-26, 18)]) + pen.polyline([P(26, -18), P(44, 0), P(26, 18)])
                + pen.line(P(0, -44), P(0, 44)) + pen.polyline([P(-18, -26), P(0, -44), P(18, -26)])
                + pen.polyline([P(-18, 26), P(0, 44), P(18, 26)]))
        }
        return table
    }
}
