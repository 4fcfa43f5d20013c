import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Around the house: `house`, `gear`, `gearshape`, `bell`, `trash`, `lock`,
    /// `magnifyingglass`, `calendar`, `clock`, `cart`, `key`.
    static var home: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        table["house"] = { pen in
            Glyph(pen.polyline([P(-46, 0), P(0, -40), P(46, 0)])
                + pen.polyline([P(-32, -10), P(-32, 42), P(32, 42), P(32, -10)])
                + pen.polyline([P(-9, 42), P(-9, 16), P(9, 16), P(9, 42)], start: .butt, end: .butt))
        }
        table["house.fill"] = { pen in
            let body = pen.solidPolygon([P(0, -34), P(32, -6), P(32, 42), P(-32, 42), P(-32, -6)])
            let roof = pen.polyline([P(-46, 0), P(0, -40), P(46, 0)])
            let door = Pen(w: pen.w).box(CGRect(x: -10, y: 14, width: 20, height: 30), 4)
            return Glyph(base: body + roof, knockout: door, evenOdd: false)
        }
        table["gear"] = { pen in
            Glyph(base: pen.solidPolygon(gearPoints(teeth: 12, outer: 46, inner: 37, tooth: 0.45)),
                  knockout: pen.disc(.zero, 15))
        }
        table["gearshape"] = { pen in
            Glyph(pen.loop(gearPoints(teeth: 8, outer: 45, inner: 34, tooth: 0.55)) + pen.ring(.zero, 13))
        }
        table["gearshape.fill"] = { pen in
            Glyph(base: pen.solidPolygon(gearPoints(teeth: 8, outer: 45, inner: 34, tooth: 0.55)),
                  knockout: pen.disc(.zero, 14))
        }
        table["bell"] = { pen in Glyph(pen.loop(bellPoints()) + clapper(pen)) }
        table["bell.fill"] = { pen in Glyph(pen.solidPolygon(bellPoints()) + clapper(pen)) }
        table["trash"] = { pen in
            Glyph(trashTop(pen) + pen.polyline([P(-30, -18), P(-26, 42), P(26, 42), P(30, -18)])
                + pen.line(P(-10, -6), P(-9, 30)) + pen.line(P(10, -6), P(9, 30)))
        }
        table["trash.fill"] = { pen in
            let can = pen.solidPolygon([P(-30, -18), P(30, -18), P(26, 42), P(-26, 42)])
            return Glyph(base: can + trashTop(pen),
                         knockout: pen.line(P(-10, -6), P(-9, 30)) + pen.line(P(10, -6), P(9, 30)), evenOdd: false)
        }
        table["lock"] = { pen in
            Glyph(shackle(pen, open: false) + pen.frame(CGRect(x: -34, y: -6, width: 68, height: 50), 9)
                + pen.disc(P(0, 16), pen.w * 0.9) + pen.line(P(0, 16), P(0, 28)))
        }
        table["lock.fill"] = { pen in
            Glyph(base: shackle(pen, open: false) + pen.box(CGRect(x: -34 - pen.h, y: -6 - pen.h, width: 68 + pen.w, height: 50 + pen.w), 9 + pen.h),
                  knockout: pen.disc(P(0, 17), 6), evenOdd: false)
        }
        table["lock.open"] = { pen in
            Glyph(shackle(pen, open: true) + pen.frame(CGRect(x: -34, y: -6, width: 68, height: 50), 9))
        }
        table["lock.open.fill"] = { pen in
            Glyph(base: shackle(pen, open: true) + pen.box(CGRect(x: -34 - pen.h, y: -6 - pen.h, width: 68 + pen.w, height: 50 + pen.w), 9 + pen.h),
                  knockout: pen.disc(P(0, 17), 6), evenOdd: false)
        }
        table["magnifyingglass"] = { pen in
            let c = P(-10, -10), r: CGFloat = 28
            let edge = P(c.x + (r + pen.h) * 0.7071, c.y + (r + pen.h) * 0.7071)
            return Glyph(pen.ring(c, r) + Pen(w: pen.w * 1.35).line(edge, P(40, 40)))
        }
        table["calendar"] = { pen in
            Glyph(secondary: pen.frame(calendarRect, 12) + calendarBand(pen), primary: calendarDots(pen, clearOf: .zero, 0))
        }
        let hands: @Sendable (Pen) -> Path = { pen in pen.polyline([P(0, -30), P(0, 0), P(20, 14)]) }
        table["clock"] = { pen in Glyph(secondary: Enclosure.circle.outline(pen), primary: hands(pen)) }
        table["clock.fill"] = { pen in Glyph(base: Enclosure.circle.solid(pen), knockout: hands(pen)) }
        let cartWheels: @Sendable (Pen) -> Path = { pen in pen.disc(P(-18, 36), 7) + pen.disc(P(28, 36), 7) }
        table["cart"] = { pen in
            Glyph(pen.polyline([P(-48, -36), P(-36, -36), P(-26, 18), P(34, 18), P(44, -22), P(-33, -22)]) + cartWheels(pen))
        }
        table["cart.fill"] = { pen in
            Glyph(pen.polyline([P(-48, -36), P(-36, -36), P(-26, 18), P(34, 18)])
                + pen.solidPolygon([P(-33, -22), P(44, -22), P(34, 18), P(-26, 18)]) + cartWheels(pen))
        }
        table["key.horizontal"] = { pen in
            Glyph(pen.ring(P(-24, 0), 18) + pen.polyline([P(-6 + pen.h, 0), P(44, 0), P(44, 14)])
                + pen.line(P(30, 0), P(30, 12)))
        }
        // The key's bow filled, a hole through it near its end.
        table["key.horizontal.fill"] = { pen in
            Glyph(base: pen.disc(P(-24, 0), 18 + pen.h) + pen.polyline([P(-6, 0), P(44, 0), P(44, 14)]) + pen.line(P(30, 0), P(30, 12)),
                  knockout: pen.disc(P(-31, 0), 6), evenOdd: false)
        }
        // SF Symbols' `key` stands upright: the bow on top, the bit below with its teeth to the right.
        let upright = CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        if let horizontal = table["key.horizontal"], let filled = table["key.horizontal.fill"] {
            table["key"] = { pen in horizontal(pen).applying(upright) }
            table["key.fill"] = { pen in filled(pen).applying(upright) }
        }
        return table
    }

    /// A gear outline: `teeth` teeth between radius `inner` and `outer`.
    static func gearPoints(teeth: Int, outer: CGFloat, inner: CGFloat, tooth: CGFloat) -> [CGPoint] {
        var pts: [CGPoint] = []
        let step = 2 * CGFloat.pi / CGFloat(teeth)
        for i in 0..<teeth {
            let a = CGFloat(i) * step - .pi / 2
            let top = step * tooth / 2, base = step * (tooth + 0.25) / 2
            pts.append(P(inner * cos(a - base), inner * sin(a - base)))
            pts.append(P(outer * cos(a - top), outer * sin(a - top)))
            pts.append(P(outer * cos(a + top), outer * sin(a + top)))
            pts.append(P(inner * cos(a + base), inner * sin(a + base)))
            let mid = a + step / 2
            pts.append(P(inner * cos(mid), inner * sin(mid)))
        }
        return pts
    }

    /// The page of `calendar`: its outline's centre line runs along this rectangle, corners of radius 12.
    static let calendarRect = CGRect(x: -44, y: -38, width: 88, height: 80)

    /// The filled band along the top of `calendar`.
    static func calendarBand(_ pen: Pen) -> Path {
        let rect = calendarRect
        var band = Path()
        band.addUnevenRoundedRect(in: CGRect(x: rect.minX - pen.h, y: rect.minY - pen.h, width: rect.width + pen.w, height: 22),
                                  topLeading: 12 + pen.h, bottomLeading: 0, bottomTrailing: 0, topTrailing: 12 + pen.h, style: .circular)
        return band
    }

    /// The days of `calendar`, three rows of dots, leaving out those nearer than `clear` to `badge`.
    static func calendarDots(_ pen: Pen, clearOf badge: CGPoint, _ clear: CGFloat) -> Path {
        var dots = Path()
        for row in 0..<3 {
            for column in 0..<4 where !(row == 2 && column == 3) {
                let c = P(-24 + CGFloat(column) * 16, 0 + CGFloat(row) * 14)
                if clear == 0 || Pen.distance(c, badge) > clear { dots = dots + pen.disc(c, 4.5) }
            }
        }
        return dots
    }

    static func bellPoints() -> [CGPoint] {
        let right = Curve.cubic(P(0, -40), P(20, -40), P(30, -26), P(30, -6), steps: 10)
            + [P(31, 14)]
            + Curve.cubic(P(31, 14), P(32, 22), P(40, 26), P(42, 30), steps: 6).dropFirst()
        let left = right.dropFirst().reversed().map { P(-$0.x, $0.y) }
        return right + left
    }

    static func clapper(_ pen: Pen) -> Path {
        pen.arc(P(0, 36), 9, from: 20, to: 160, caps: .round)
    }

    static func trashTop(_ pen: Pen) -> Path {
        pen.line(P(-42, -30), P(42, -30)) + pen.polyline([P(-14, -30), P(-14, -42), P(14, -42), P(14, -30)])
    }

    private static func shackle(_ pen: Pen, open: Bool) -> Path {
        let c = P(open ? 14 : 0, open ? -30 : -24), r: CGFloat = 20
        var pts = [P(c.x - r, open ? -20 : -6)]
        pts.append(contentsOf: Curve.arc(c, r, from: 180, to: 360))
        pts.append(P(c.x + r, -6))
        return pen.polyline(pts, start: .butt, end: .butt)
    }
}
