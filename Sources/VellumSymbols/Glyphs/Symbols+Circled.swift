import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// More marks in circles and squares: `arrowtriangle.up.circle`, `square.and.arrow.up.circle`,
    /// `plusminus.circle`, `gear.circle`, `forward.end.circle`, `eurosign.circle`, `arrow.left.arrow.right.square`,
    /// `arrow.up.arrow.down.square`,
    /// `arrow.clockwise.circle`, and `doc.text.magnifyingglass`.
    static var circled: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        var marks: [(String, MarkBuilder, CGFloat)] = []
        let triangle = [P(-32, -44), P(32, 0), P(-32, 44)]
        for (name, degrees) in [("right", CGFloat(0)), ("down", 90), ("left", 180), ("up", 270)] {
            marks.append(("arrowtriangle.\(name)", { pen, s in pen.solidPolygon(triangle.map { P($0.x * s / 96, $0.y * s / 96) }).rotated(degrees) }, 44))
        }
        // The share box and its arrow, drawn `s` tall.
        marks.append(("square.and.arrow.up", { pen, s in
            let k = s / 98
            return pen.polyline([P(-14 * k, -7 * k), P(-32 * k, -7 * k), P(-32 * k, 49 * k), P(32 * k, 49 * k), P(32 * k, -7 * k), P(14 * k, -7 * k)])
                + Marks.arrowOutline(pen, length: 74 * k, head: 30 * k).rotated(-90).moved(0, -12 * k)
        }, 54))
        // A plus over a minus.
        marks.append(("plusminus", { pen, s in Marks.plus(pen, s * 0.56).moved(0, -s * 0.2) + Marks.minus(pen, s * 0.56).moved(0, s * 0.4) }, 50))
        // A gear with a hole in its middle.
        marks.append(("gear", { pen, s in
            let k = s / 90
            return pen.loop(gearPoints(teeth: 8, outer: 45 * k, inner: 34 * k, tooth: 0.55)) + pen.ring(.zero, 12 * k)
        }, 56))
        // Skip to the end (or the start): a triangle against a bar.
        for (name, sign) in [("forward.end", CGFloat(1)), ("backward.end", -1)] {
            marks.append((name, { pen, s in
                let k = s / 72
                let mark = pen.solidPolygon([P(-35 * k, -30 * k), P(15 * k, 0), P(-35 * k, 30 * k)])
                    + pen.box(CGRect(x: 24 * k, y: -34 * k, width: 10 * k, height: 68 * k), 3 * k)
                return sign > 0 ? mark : mark.mirroredX()
            }, 44))
        }
        // The euro sign: a C crossed by two bars that stop at its stroke.
        let euro: MarkBuilder = { pen, s in
            let k = s / 84, c = P(8 * k, 0), r = 36 * k
            let bar = { (y: CGFloat, end: CGFloat) -> Path in
                let x = c.x - (r * r - y * y).squareRoot()
                return pen.line(P(-40 * k, y), P(x - pen.h, y), caps: .butt) + pen.line(P(x + pen.h, y), P(end, y), caps: .butt)
            }
            return pen.polyline(Curve.arc(c, r, from: 45, to: 315)) + bar(-9 * k, 14 * k) + bar(9 * k, 8 * k)
        }
        marks.append(("eurosign", euro, 52))
        // Two arrows, one pointing left over one pointing right.
        marks.append(("arrow.left.arrow.right", { pen, s in
            Marks.arrowOutline(pen, length: s, head: s * 0.36).rotated(180).moved(0, -s * 0.22) + Marks.arrowOutline(pen, length: s, head: s * 0.36).moved(0, s * 0.22)
        }, 50))
        // Two arrows side by side, the left one pointing up, the right one down (the sort order symbol).
        marks.append(("arrow.up.arrow.down", { pen, s in
            Marks.arrowOutline(pen, length: s, head: s * 0.36).rotated(-90).moved(-s * 0.22, 0)
                + Marks.arrowOutline(pen, length: s, head: s * 0.36).rotated(90).moved(s * 0.22, 0)
        }, 50))
        for (name, mark, size) in marks {
            for enclosure in [Enclosure.circle, .square] {
                let shape = enclosure == .circle ? "circle" : "square"
                table["\(name).\(shape)"] = enclosure.glyph(mark, size: size, filled: false)
                table["\(name).\(shape).fill"] = enclosure.glyph(mark, size: size, filled: true)
            }
        }
        // The filled forms knock out a solid gear with its hole, a little smaller so the disc keeps its weight.
        let solidGear: MarkBuilder = { pen, s in
            let k = s / 90
            return pen.solidPolygon(gearPoints(teeth: 8, outer: 45 * k, inner: 34 * k, tooth: 0.55)) + pen.disc(.zero, 10 * k).reversed()
        }
        table["gear.circle.fill"] = Enclosure.circle.glyph(solidGear, size: 50, filled: true)
        table["gear.square.fill"] = Enclosure.square.glyph(solidGear, size: 48, filled: true)
        table["eurosign"] = { pen in Glyph(euro(pen, 84)) }
        table["plusminus"] = { pen in Glyph(Marks.plus(pen, 48).moved(0, -14) + Marks.minus(pen, 48).moved(0, 30)) }
        // Circular arrows in a circle, outlined only: the arrow's head overlaps its arc.
        let turning: MarkBuilder = { pen, s in circularArrow(Pen(w: pen.w * 84 / s)).scaled(s / 84) }
        table["arrow.clockwise.circle"] = Enclosure.circle.glyph(turning, size: 54, filled: false)
        table["arrow.counterclockwise.circle"] = Enclosure.circle.glyph({ pen, s in turning(pen, s).mirroredX() }, size: 54, filled: false)
        // `doc.text` with a magnifying glass over its bottom trailing corner, the page cut back round the lens.
        let page = docPage.map { P($0.x * 0.9 - 6, $0.y * 0.9 - 4) }
        let lens = P(22, 22)
        table["doc.text.magnifyingglass"] = { pen in
            let lines = Pen(w: Swift.min(pen.w, 8))
            let text = lines.line(P(-26, -12), P(8, -12)) + lines.line(P(-26, 2), P(2, 2)) + lines.line(P(-26, 16), P(-6, 16))
            let fold = pen.polyline([P(1.2, -45.4), P(1.2, -23.8), P(22.8, -23.8)])
            let glass = pen.ring(lens, 14) + Pen(w: pen.w * 1.2).line(P(lens.x + (14 + pen.h) * 0.7071, lens.y + (14 + pen.h) * 0.7071), P(44, 44))
            return badged(page, at: lens, clear: 14 + pen.w + 3, badge: { _ in glass }, inner: { _ in fold + text }, filled: false)(pen)
        }
        return table
    }
}
