import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// The world and the weather: `globe`, `swift`, `sun.max`, `moon`, `cloud`,
    /// `drop`, `eye`, `leaf`, `flame`, `sparkles`.
    static var nature: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        table["globe"] = { pen in
            let r = Enclosure.circleRadius - pen.h
            let lat = r * 0.5, chord = (r * r - lat * lat).squareRoot()
            let detail = Pen(w: Swift.min(pen.w, 9))
            let meridian = detail.ovalRing(CGRect(x: -r * 0.46, y: -r, width: r * 0.92, height: 2 * r))
            let lines = detail.line(P(-r, 0), P(r, 0), caps: .butt) + detail.line(P(0, -r), P(0, r), caps: .butt)
                + detail.line(P(-chord, -lat), P(chord, -lat), caps: .butt) + detail.line(P(-chord, lat), P(chord, lat), caps: .butt)
            return Glyph(pen.ring(.zero, r) + meridian + lines)
        }
        table["swift"] = { _ in Glyph(swiftBird()) }
        let rays: @Sendable (Pen) -> Path = { pen in
            var p = Path()
            for i in 0..<8 {
                let a = CGFloat(i) * .pi / 4
                p = p + pen.line(P(34 * cos(a), 34 * sin(a)), P(46 * cos(a), 46 * sin(a)))
            }
            return p
        }
        table["sun.max"] = { pen in Glyph(secondary: rays(pen), primary: pen.ring(.zero, 18)) }
        table["sun.max.fill"] = { pen in Glyph(secondary: rays(pen), primary: pen.disc(.zero, 21)) }
        let crescent = crescentPoints()
        table["moon"] = { pen in Glyph(pen.loop(crescent)) }
        table["moon.fill"] = { pen in Glyph(pen.solidPolygon(crescent)) }
        let cloud = cloudPoints()
        table["cloud"] = { pen in Glyph(pen.loop(cloud)) }
        table["cloud.fill"] = { pen in Glyph(pen.solidPolygon(cloud)) }
        let drop = [P(0, -46)] + Curve.arc(P(0, 14), 30, from: -30, to: 210)
        table["drop"] = { pen in Glyph(pen.loop(drop)) }
        table["drop.fill"] = { pen in Glyph(pen.solidPolygon(drop)) }
        // An eye 1.6 times as wide as tall, as SF's.
        let eye = Curve.arc(P(0, 25), 52, from: 214, to: 326) + Curve.arc(P(0, -25), 52, from: 34, to: 146)
        table["eye"] = { pen in Glyph(pen.loop(eye) + pen.disc(.zero, 13)) }
        table["eye.fill"] = { pen in Glyph(base: pen.solidPolygon(eye), knockout: pen.ring(.zero, 12)) }
        table["eye.slash"] = { pen in
            Glyph(pen.loop(eye) + pen.disc(.zero, 13) + pen.line(P(-34, -34), P(34, 34)))
        }
        let leaf = leafPoints()
        table["leaf"] = { pen in Glyph(pen.loop(leaf) + pen.line(P(-40, 40), P(14, -14))) }
        table["leaf.fill"] = { pen in Glyph(pen.solidPolygon(leaf) + pen.line(P(-44, 44), P(-30, 30))) }
        let flame = Curve.cubic(P(0, 44), P(-30, 44), P(-40, 16), P(-28, -16), steps: 12)
            + Curve.cubic(P(-28, -16), P(-24, -8), P(-18, -4), P(-14, -4), steps: 5).dropFirst()
            + Curve.cubic(P(-14, -4), P(-16, -24), P(-10, -38), P(-2, -48), steps: 8).dropFirst()
            + Curve.cubic(P(-2, -48), P(24, -30), P(38, -6), P(36, 16), steps: 12).dropFirst()
            + Curve.cubic(P(36, 16), P(34, 36), P(20, 44), P(0, 44), steps: 8).dropFirst().dropLast()
        table["flame"] = { pen in Glyph(pen.loop(flame)) }
        table["flame.fill"] = { pen in Glyph(pen.solidPolygon(flame)) }
        table["sparkles"] = { pen in
            Glyph(secondary: pen.solidPolygon(sparkle(14)).moved(26, -28) + pen.solidPolygon(sparkle(10)).moved(30, 30),
                  primary: pen.solidPolygon(sparkle(30)).moved(-14, 4))
        }
        return table
    }

    /// A leaf's outline, its stalk end at the bottom left and its tip at the top right.
    static func leafPoints() -> [CGPoint] {
        Curve.cubic(P(-38, 38), P(-46, -10), P(-10, -40), P(42, -42), steps: 16)
            + Curve.cubic(P(42, -42), P(44, 10), P(10, 44), P(-38, 38), steps: 16).dropFirst()
    }

    /// A four-pointed sparkle of radius `r`.
    static func sparkle(_ r: CGFloat) -> [CGPoint] {
        (0..<16).map { i in
            let a = CGFloat(i) * .pi / 8
            let k = abs(cos(2 * a))
            let radius = r * (0.22 + 0.78 * pow(k, 4))
            return P(radius * cos(a), radius * sin(a))
        }
    }

    /// A crescent: the part of one disc outside another.
    static func crescentPoints() -> [CGPoint] {
        let r1: CGFloat = 44, c2 = P(22, -20), r2: CGFloat = 36
        let outer = Curve.arc(.zero, r1, from: -90, to: 270).filter { hypot($0.x - c2.x, $0.y - c2.y) > r2 }
        guard let first = outer.first, let last = outer.last else { return [] }
        let a0 = atan2(last.y - c2.y, last.x - c2.x) * 180 / .pi
        var a1 = atan2(first.y - c2.y, first.x - c2.x) * 180 / .pi
        while a1 > a0 { a1 -= 360 }
        return outer + Curve.arc(c2, r2, from: a0, to: a1).dropFirst().dropLast()
    }

    /// A cloud: three bumps over a flat base, traced as one outline.
    /// `bumps` are three circles, left to right, the outer two the same distance below the middle.
    static func cloudPoints(bumps circles: [(CGPoint, CGFloat)] = [(P(-26, 10), 18), (P(2, -8), 26), (P(28, 10), 18)]) -> [CGPoint] {
        func upperMeet(_ a: (CGPoint, CGFloat), _ b: (CGPoint, CGFloat)) -> CGPoint {
            let (c1, r1) = a, (c2, r2) = b
            let d = hypot(c2.x - c1.x, c2.y - c1.y)
            let x = (d * d + r1 * r1 - r2 * r2) / (2 * d), y = (r1 * r1 - x * x).squareRoot()
            let u = P((c2.x - c1.x) / d, (c2.y - c1.y) / d)
            let base = P(c1.x + u.x * x, c1.y + u.y * x)
            let p1 = P(base.x - u.y * y, base.y + u.x * y), p2 = P(base.x + u.y * y, base.y - u.x * y)
            return p1.y < p2.y ? p1 : p2
        }
        func angle(_ p: CGPoint, _ c: CGPoint) -> CGFloat { atan2(p.y - c.y, p.x - c.x) * 180 / .pi }
        let m1 = upperMeet(circles[0], circles[1]), m2 = upperMeet(circles[1], circles[2])
        var pts = Curve.arc(circles[0].0, circles[0].1, from: 90, to: angle(m1, circles[0].0) + 360)
        var a = angle(m1, circles[1].0), b = angle(m2, circles[1].0)
        if a > b { a -= 360 }
        pts += Curve.arc(circles[1].0, circles[1].1, from: a, to: b).dropFirst()
        var c = angle(m2, circles[2].0)
        if c > 90 { c -= 360 }
        pts += Curve.arc(circles[2].0, circles[2].1, from: c, to: 90).dropFirst()
        return pts
    }

    /// Vellum's own bird for `swift`: a swooping body with a raised wing and a forked tail.
    static func swiftBird() -> Path {
        var p = Path()
        p.move(to: P(48, -6))                                       // beak
        p.addCurve(to: P(22, -18), control1: P(40, -14), control2: P(32, -20))
        p.addCurve(to: P(-30, -46), control1: P(4, -24), control2: P(-12, -38))   // up the wing
        p.addCurve(to: P(4, -4), control1: P(-20, -30), control2: P(-8, -14))
        p.addCurve(to: P(-48, -30), control1: P(-16, -8), control2: P(-34, -16)) // back to the upper tail
        p.addCurve(to: P(-22, 8), control1: P(-40, -16), control2: P(-32, -2))
        p.addCurve(to: P(-44, 22), control1: P(-30, 14), control2: P(-38, 18))   // lower tail
        p.addCurve(to: P(30, 24), control1: P(-18, 38), control2: P(14, 40))     // belly
        p.addCurve(to: P(48, -6), control1: P(40, 16), control2: P(46, 4))
        p.closeSubpath()
        return p.orientedSolid()
    }
}
