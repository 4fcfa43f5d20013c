import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// The sky and dials: `moon.stars`, `sunrise`, `sunset`, `sun.min`, `safari`, `gauge`.
    static var sky: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        // The crescent moon with two stars in the space its curve leaves at the top right.
        let crescent = crescentPoints().map { P($0.x * 0.8 - 6, $0.y * 0.8 + 6) }
        let stars: @Sendable (Pen) -> Path = { pen in
            Pen(w: Swift.min(pen.w, 4)).solidPolygon(sparkle(14)).moved(22, -30) + Pen(w: Swift.min(pen.w, 4)).solidPolygon(sparkle(10)).moved(39, -7)
        }
        table["moon.stars"] = { pen in Glyph(secondary: stars(pen), primary: pen.loop(crescent)) }
        table["moon.stars.fill"] = { pen in Glyph(secondary: stars(pen), primary: pen.solidPolygon(crescent)) }
        // Half a sun on the horizon, its rays, and an arrow rising over it (or setting into it).
        let sun = P(0, 36)
        let rays: @Sendable (Pen) -> Path = { pen in
            var p = pen.line(P(-46, sun.y), P(46, sun.y))
            for a in [CGFloat(205), 245, 295, 335] {
                let t = a * .pi / 180
                p = p + pen.line(P(sun.x + 28 * cos(t), sun.y + 28 * sin(t)), P(sun.x + 36 * cos(t), sun.y + 36 * sin(t)))
            }
            return p
        }
        let halfSun: @Sendable (Pen, Bool) -> Path = { pen, filled in
            let arc = Curve.arc(sun, 20, from: 180, to: 360)
            return filled ? pen.solidPolygon(arc) : pen.polyline(arc)
        }
        for (name, degrees, y) in [("sunrise", CGFloat(-90), CGFloat(-20)), ("sunset", 90, -18)] {
            let arrow: @Sendable (Pen) -> Path = { pen in Marks.arrowOutline(pen, length: 36, head: 18).rotated(degrees).moved(0, y) }
            table[name] = { pen in Glyph(secondary: arrow(pen), primary: halfSun(pen, false) + rays(pen)) }
            table[name + ".fill"] = { pen in Glyph(secondary: arrow(pen), primary: halfSun(pen, true) + rays(pen)) }
        }
        // A small sun: a disc and eight short rays.
        let shortRays: @Sendable (Pen) -> Path = { pen in
            (0..<8).reduce(Path()) { p, i in
                let a = CGFloat(i) * .pi / 4
                return p + pen.line(P(27 * cos(a), 27 * sin(a)), P(31 * cos(a), 31 * sin(a)))
            }
        }
        table["sun.min"] = { pen in Glyph(secondary: shortRays(pen), primary: pen.ring(.zero, 14)) }
        table["sun.min.fill"] = { pen in Glyph(secondary: shortRays(pen), primary: pen.disc(.zero, 14 + pen.h)) }
        // A compass: a needle across the dial from the bottom left to the top right, its point half solid.
        let u = P(0.7071, -0.7071), n = P(0.7071, 0.7071)
        let point = [P(10 * n.x, 10 * n.y), P(30 * u.x, 30 * u.y), P(-10 * n.x, -10 * n.y)]
        let tail = [P(-10 * n.x, -10 * n.y), P(-30 * u.x, -30 * u.y), P(10 * n.x, 10 * n.y)]
        table["safari"] = { pen in
            Glyph(secondary: Enclosure.circle.outline(pen), primary: Pen(w: 2).solidPolygon(point) + Pen(w: Swift.min(pen.w, 6)).loop(tail))
        }
        table["safari.fill"] = { pen in
            Glyph(base: Enclosure.circle.solid(pen),
                  knockout: Pen(w: 2).solidPolygon(point).moved(1.5 * u.x, 1.5 * u.y) + Pen(w: 2).solidPolygon(tail).moved(-1.5 * u.x, -1.5 * u.y))
        }
        // A dial: ticks round its upper half and a needle from the hub.
        table["gauge"] = { pen in
            let thin = Pen(w: Swift.min(pen.w, 6))
            let ticks = [CGFloat(180), 225, 270, 315, 360].reduce(Path()) { p, a in
                let t = a * .pi / 180
                return p + thin.line(P(28 * cos(t), 28 * sin(t)), P(35 * cos(t), 35 * sin(t)))
            }
            let needle = pen.line(.zero, P(14, -24)) + pen.disc(.zero, Swift.max(pen.w * 0.8, 5))
            return Glyph(secondary: Enclosure.circle.outline(pen) + ticks, primary: needle)
        }
        // The globe turned to show the Americas: North America across the top, the isthmus, South America below.
        let americas = Outline.rounded([
            P(-44, -14), P(-38, -28), P(-24, -37), P(-6, -41), P(10, -43), P(22, -39), P(27, -29), P(19, -21), P(15, -12),
            P(11, -4), P(4, -7), P(-1, -3), P(2, 3), P(9, 7), P(16, 5), P(28, 10), P(38, 18), P(33, 29), P(22, 38), P(15, 46),
            P(10, 36), P(6, 24), P(3, 14), P(-3, 9), P(-9, 2), P(-15, -4), P(-23, -8), P(-31, -9), P(-37, -9),
        ], 4, closed: true)
        table["globe.americas"] = { pen in
            Glyph(secondary: Pen(w: Swift.min(pen.w, 7)).loop(americas.map { P($0.x * 0.86, $0.y * 0.86) }), primary: Enclosure.circle.outline(pen))
        }
        table["globe.americas.fill"] = { pen in Glyph(base: Enclosure.circle.solid(pen), knockout: Pen(w: 3).solidPolygon(americas)) }
        return table
    }
}
