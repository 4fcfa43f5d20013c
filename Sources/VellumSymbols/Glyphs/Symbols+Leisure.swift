import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Free time and travel: `film`, `tv`, `headphones`, `gamecontroller`,
    /// `waveform`, `car`, `airplane`, `ladybug`.
    static var leisure: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        // A strip of film: a frame between two rows of sprocket holes.
        table["film"] = { pen in
            var holes = Path()
            for x in [CGFloat(-28), 28] {
                for y in [CGFloat(-27), -9, 9, 27] { holes = holes + pen.box(CGRect(x: x - 3.5, y: y - 3.5, width: 7, height: 7), 1.5) }
            }
            return Glyph(pen.frame(CGRect(x: -38, y: -42, width: 76, height: 84), 8) + pen.line(P(-18, -42), P(-18, 42))
                + pen.line(P(18, -42), P(18, 42)) + pen.line(P(-18, 0), P(18, 0)) + holes)
        }
        let screen = CGRect(x: -46, y: -38, width: 92, height: 62)
        let stand: @Sendable (Pen) -> Path = { pen in pen.line(P(-18, 38), P(18, 38)) }
        table["tv"] = { pen in Glyph(pen.frame(screen.insetBy(dx: pen.h, dy: pen.h), 9 - pen.h) + stand(pen)) }
        table["tv.fill"] = { pen in Glyph(pen.box(screen, 9) + stand(pen)) }
        // A headband over two ear cups.
        table["headphones"] = { pen in
            let band = pen.polyline([P(-38, 10)] + Curve.arc(P(0, 2), 38, from: 180, to: 360) + [P(38, 10)], start: .butt, end: .butt)
            let cups = pen.frame(CGRect(x: -40, y: 10, width: 15, height: 32), 6) + pen.frame(CGRect(x: 25, y: 10, width: 15, height: 32), 6)
            return Glyph(band + cups)
        }
        // A game pad: two grips, a direction pad on the left and four buttons on the right.
        let pad = gamepadPoints()
        let controls: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 6))
            var p = Marks.plus(pen, 20).moved(-22, -6)
            for (x, y) in [(CGFloat(22), CGFloat(-14)), (30, -6), (22, 2), (14, -6)] { p = p + pen.disc(P(x, y), 3.5) }
            return p
        }
        table["gamecontroller"] = { pen in Glyph(secondary: pen.loop(pad), primary: controls(pen)) }
        table["gamecontroller.fill"] = { pen in Glyph(base: pen.solidPolygon(pad), knockout: controls(pen)) }
        table["waveform"] = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 7.5))
            let heights: [CGFloat] = [8, 22, 38, 18, 30, 44, 24, 10]
            return Glyph(heights.enumerated().reduce(Path()) { p, e in
                let x = -42 + 12 * CGFloat(e.offset)
                return p + pen.line(P(x, -e.element + pen.h), P(x, e.element - pen.h))
            })
        }
        // A car from the front: a cabin over a body with headlights, on two wheels.
        let car = [P(-28, -36), P(28, -36), P(38, -8), P(44, -6), P(44, 24), P(-44, 24), P(-44, -6), P(-38, -8)]
        let wheels: @Sendable (Pen) -> Path = { pen in
            pen.box(CGRect(x: -40, y: 24, width: 16, height: 18), 4) + pen.box(CGRect(x: 24, y: 24, width: 16, height: 18), 4)
        }
        let lights: @Sendable (Pen) -> Path = { pen in pen.disc(P(-27, 9), 6) + pen.disc(P(27, 9), 6) }
        table["car"] = { pen in Glyph(pen.loop(car) + pen.line(P(-38, -8), P(38, -8)) + lights(pen) + wheels(pen)) }
        table["car.fill"] = { pen in
            let glass = Pen(w: 2).solidPolygon([P(-23, -27), P(23, -27), P(30, -13), P(-30, -13)])
            return Glyph(base: pen.solidPolygon(car) + wheels(pen), knockout: glass + lights(pen), evenOdd: false)
        }
        table["airplane"] = { pen in Glyph(Pen(w: pen.w * 0.5).solidPolygon(airplanePoints())) }
        // A ladybird from above: a head, a split shell with spots, legs at the sides.
        let shell = CGRect(x: -32, y: -26, width: 64, height: 70)
        let head: @Sendable (Pen) -> Path = { pen in
            pen.solidPolygon(Curve.arc(P(0, -28), 11, from: 180, to: 360))
                + pen.line(P(-7, -38), P(-13, -45)) + pen.line(P(7, -38), P(13, -45))
        }
        let legs: @Sendable (Pen) -> Path = { pen in
            [(CGFloat(-32), CGFloat(-8), CGFloat(-44), CGFloat(-16)), (-34, 14, -46, 14), (-30, 32, -42, 40)].reduce(Path()) { p, l in
                p + pen.line(P(l.0, l.1), P(l.2, l.3)) + pen.line(P(-l.0, l.1), P(-l.2, l.3))
            }
        }
        let spots: @Sendable (Pen) -> Path = { pen in
            [P(-15, -2), P(15, -2), P(-15, 22), P(15, 22)].reduce(Path()) { $0 + pen.disc($1, 5.5) }
        }
        table["ladybug"] = { pen in
            Glyph(pen.ovalRing(shell) + pen.line(P(0, -26), P(0, 44)) + head(pen) + legs(pen) + spots(pen))
        }
        table["ladybug.fill"] = { pen in
            let split = Pen(w: pen.w * 0.5).line(P(0, -26 + pen.h), P(0, 44 + pen.h * 0.5), caps: .butt)
            return Glyph(base: Path(ellipseIn: shell.insetBy(dx: -pen.h, dy: -pen.h)) + head(pen) + legs(pen),
                         knockout: split + spots(pen), evenOdd: false)
        }
        return table
    }

    /// A game pad's outline: a flat top, and grips that hang down at either side.
    private static func gamepadPoints() -> [CGPoint] {
        let right = [P(0, -26), P(24, -26)] + Curve.cubic(P(24, -26), P(40, -26), P(44, -14), P(46, 8)).dropFirst()
            + Curve.cubic(P(46, 8), P(48, 26), P(46, 36), P(36, 36)).dropFirst()
            + Curve.cubic(P(36, 36), P(28, 36), P(24, 18), P(14, 14)).dropFirst() + [P(0, 14)]
        let left = right.dropFirst().dropLast().reversed().map { P(-$0.x, $0.y) }
        return right + left
    }

    /// An airliner from above, nose to the right.
    private static func airplanePoints() -> [CGPoint] {
        let upper = Curve.arc(P(38, 0), 6, from: 0, to: -90)
            + [P(12, -6), P(-8, -44), P(-18, -44), P(-6, -6), P(-30, -6), P(-38, -22), P(-45, -22), P(-41, -4)]
        let lower = upper.reversed().map { P($0.x, -$0.y) }
        return upper + lower.dropFirst()
    }
}
