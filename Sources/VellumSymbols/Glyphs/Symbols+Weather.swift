import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Weather: `cloud.sun`, `snowflake`, `thermometer`, `umbrella`, `icloud`.
    static var weather: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        // A cloud in front of the sun: the sun stops short of the cloud's big bump.
        let cloud = cloudPoints().map { P($0.x * 0.8 - 6, $0.y * 0.8 + 12) }
        let bump = P(2 * 0.8 - 6, -8 * 0.8 + 12), bumpR: CGFloat = 26 * 0.8
        let sun = P(18, -18)
        let rays: @Sendable (Pen) -> Path = { pen in
            [CGFloat(-135), -90, -45, 0, 45].reduce(Path()) { p, a in
                let u = P(cos(a * .pi / 180), sin(a * .pi / 180))
                return p + pen.line(P(sun.x + 22 * u.x, sun.y + 22 * u.y), P(sun.x + 27 * u.x, sun.y + 27 * u.y))
            }
        }
        table["cloud.sun"] = { pen in
            let clear = bumpR + pen.w + 5
            return Glyph(secondary: pen.polyline(Outline.arcClear(of: sun, 11, from: bump, clear: clear)) + rays(pen), primary: pen.loop(cloud))
        }
        table["cloud.sun.fill"] = { pen in
            let clear = bumpR + pen.w + 5
            return Glyph(secondary: pen.solidPolygon(Outline.bitten(sun, 13, by: bump, clear)) + rays(pen), primary: pen.solidPolygon(cloud))
        }
        table["snowflake"] = { pen in
            var p = Path()
            for k in 0..<6 {
                let a = (CGFloat(k) * 60 - 90) * .pi / 180
                let u = P(cos(a), sin(a)), n = P(-sin(a), cos(a))
                func at(_ d: CGFloat, _ side: CGFloat) -> CGPoint { P(u.x * d + n.x * side, u.y * d + n.y * side) }
                p = p + pen.line(.zero, at(44, 0)) + pen.polyline([at(40, -11), at(29, 0), at(40, 11)])
            }
            return Glyph(p)
        }
        // A tube running into a round bulb, with the mercury inside.
        table["thermometer"] = { pen in
            let c = P(0, 28), r: CGFloat = 17, half: CGFloat = 9
            let meet = (r * r - half * half).squareRoot()
            let start = atan2(-meet, half) * 180 / .pi, end = atan2(-meet, -half) * 180 / .pi + 360
            let tube = Curve.arc(P(0, -34), half, from: 180, to: 360) + Curve.arc(c, r, from: start, to: end)
            let thin = Pen(w: Swift.min(pen.w, 6))
            return Glyph(secondary: pen.loop(tube), primary: pen.disc(c, 8) + thin.line(c, P(0, -18)))
        }
        // An umbrella: a dome with a scalloped edge, over a hooked handle.
        let canopy = Curve.arc(.zero, 42, from: 180, to: 360)
            + [CGFloat(28), 0, -28].flatMap { x in Curve.arc(P(x, 8.1), 16.2, from: -30, to: -150).dropFirst() }.dropLast()
        let handle: @Sendable (Pen) -> Path = { pen in
            pen.polyline([P(0, -6), P(0, 34)] + Curve.arc(P(-8, 34), 8, from: 0, to: 180).dropFirst())
        }
        table["umbrella"] = { pen in
            // The dome and the scallops stroked apart, so their sharp meeting points stay round.
            let edge = [CGFloat(28), 0, -28].reduce(Path()) { $0 + pen.arc(P($1, 8.1), 16.2, from: -30, to: -150) }
            return Glyph(pen.arc(.zero, 42, from: 180, to: 360) + edge + handle(pen))
        }
        table["umbrella.fill"] = { pen in Glyph(pen.solidPolygon(canopy) + handle(pen)) }
        // The iCloud cloud: one big bump between a small one and a middling one.
        let icloud = cloudPoints(bumps: [(P(-30, 14), 14), (P(-2, -2), 28), (P(28, 10), 18)])
        table["icloud"] = { pen in Glyph(pen.loop(icloud)) }
        table["icloud.fill"] = { pen in Glyph(pen.solidPolygon(icloud)) }
        // A raised cloud with a bolt, drizzle or rain falling from it; the cloud cut back round the bolt.
        let high = cloudPoints().map { P($0.x * 0.92, $0.y * 0.92 - 12) }
        let bolt = [P(4, 4), P(-12, 28), P(0, 28), P(-6, 46), P(12, 20), P(0, 20), P(6, 4)]
        table["cloud.bolt"] = { pen in Glyph(secondary: pen.solidPolygon(bolt.map { P($0.x, $0.y - 2) }), primary: pen.loop(high)) }
        table["cloud.bolt.fill"] = { pen in Glyph(secondary: pen.solidPolygon(bolt.map { P($0.x, $0.y - 2) }), primary: pen.solidPolygon(high)) }
        let drops: @Sendable (Pen, [CGFloat]) -> Path = { heavy, xs in
            let pen = Pen(w: Swift.min(heavy.w, 8))
            return xs.enumerated().reduce(Path()) { p, e in
                let y: CGFloat = e.offset % 2 == 0 ? 30 : 36
                return p + pen.line(P(e.element + 3, y - 7), P(e.element - 3, y + 7))
            }
        }
        table["cloud.drizzle"] = { pen in Glyph(secondary: drops(pen, [-24, -8, 8, 24]), primary: pen.loop(high)) }
        table["cloud.drizzle.fill"] = { pen in Glyph(secondary: drops(pen, [-24, -8, 8, 24]), primary: pen.solidPolygon(high)) }
        table["cloud.rain"] = { pen in Glyph(secondary: drops(pen, [-20, 0, 20]), primary: pen.loop(high)) }
        table["cloud.rain.fill"] = { pen in Glyph(secondary: drops(pen, [-20, 0, 20]), primary: pen.solidPolygon(high)) }
        return table
    }
}
