import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Tools: `hammer`, `wrench`, `paperclip`, `scissors`, `paintbrush`,
    /// `wand.and.stars`, `pin`, `lightbulb`, `wrench.and.screwdriver`.
    static var tools: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        // Drawn upright, then leant to the right: the head at the top right.
        let head = [P(-34, -36), P(-22, -46), P(24, -46), P(24, -26), P(-22, -26)]
        let shaft = CGRect(x: -7, y: -26, width: 14, height: 70)
        table["hammer"] = { pen in
            Glyph((pen.loop(head) + pen.frame(shaft.insetBy(dx: 0, dy: 0), 7)).moved(2, 0).rotated(40).moved(-8, 0).scaled(0.94))
        }
        table["hammer.fill"] = { pen in
            Glyph((pen.solidPolygon(head) + pen.box(shaft.insetBy(dx: -pen.h, dy: -pen.h), 7 + pen.h)).moved(2, 0).rotated(40).moved(-8, 0).scaled(0.94))
        }
        // An open-ended spanner: a jaw at the top of a handle with a round end, leant to the left.
        let spanner = wrenchPoints()
        table["wrench"] = { pen in Glyph(pen.loop(spanner).rotated(-45)) }
        table["wrench.fill"] = { pen in Glyph(pen.solidPolygon(spanner).rotated(-45)) }
        // The spanner leant to the right crossed by a screwdriver leant to the left, its tip at the top.
        let handleRect = CGRect(x: -9, y: 8, width: 18, height: 38)
        let driverShaft: @Sendable (Pen) -> Path = { pen in Pen(w: pen.w * 0.9).line(P(0, 8 - pen.h), P(0, -40), caps: .butt) }
        table["wrench.and.screwdriver"] = { pen in
            Glyph(secondary: pen.loop(spanner).rotated(45),
                  primary: (pen.frame(handleRect, 8) + driverShaft(pen)).scaled(1.1).rotated(-45))
        }
        table["wrench.and.screwdriver.fill"] = { pen in
            Glyph(secondary: pen.solidPolygon(spanner).rotated(45),
                  primary: (pen.box(handleRect.insetBy(dx: -pen.h, dy: -pen.h), 8 + pen.h) + driverShaft(pen)).scaled(1.1).rotated(-45))
        }
        // A paper clip: two nested loops of wire, leant to the right.
        table["paperclip"] = { pen in
            let wire = [P(-8, -14), P(-8, 16)] + Curve.arc(P(0, 16), 8, from: 180, to: 0) + Curve.arc(P(-4, -28), 12, from: 0, to: -180)
                + Curve.arc(P(0, 24), 16, from: 180, to: 0) + [P(16, -16)]
            return Glyph(pen.polyline(wire).rotated(35))
        }
        // Scissors: two finger rings below crossed blades.
        // Lying down as SF's (1.3 times wider than tall): the finger rings on the left, the blades pointing right.
        table["scissors"] = { pen in
            let blades = pen.line(P(-7, 16), P(14, -44)) + pen.line(P(7, 16), P(-14, -44))
            let lying = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
            return Glyph(pen.ring(P(-16, 30), 10) + pen.ring(P(16, 30), 10) + blades).applying(lying)
        }
        // A brush: a round handle over a ferrule and bristles that come to a point, leant to the right.
        let tuft = [P(-14, 10), P(14, 10)] + Curve.cubic(P(14, 10), P(15, 28), P(8, 40), P(0, 50)).dropFirst()
            + Curve.cubic(P(0, 50), P(-8, 40), P(-15, 28), P(-14, 10)).dropFirst().dropLast()
        let handle = CGRect(x: -7, y: -50, width: 14, height: 44)
        let ferrule: @Sendable (Pen) -> Path = { pen in pen.line(P(-11, 1), P(11, 1)) }
        table["paintbrush"] = { pen in
            Glyph((pen.frame(handle, 7) + ferrule(pen) + pen.loop(tuft)).moved(0, -2).rotated(40).scaled(0.9))
        }
        table["paintbrush.fill"] = { pen in
            Glyph((pen.box(handle.insetBy(dx: -pen.h, dy: -pen.h), 7 + pen.h) + ferrule(pen) + pen.solidPolygon(tuft)).moved(0, -2).rotated(40).scaled(0.9))
        }
        table["wand.and.stars"] = { pen in
            let stars = pen.solidPolygon(sparkle(20)).moved(24, -24) + pen.solidPolygon(sparkle(11)).moved(-18, -32)
                + pen.solidPolygon(sparkle(11)).moved(34, 16)
            return Glyph(secondary: stars, primary: pen.line(P(-42, 42), P(8, -8)))
        }
        // A push pin: a cap, a waisted body and a flange over the point, upright as SF's.
        let pin = [P(-18, -46), P(18, -46), P(18, -40), P(10, -34), P(10, -12), P(22, -2), P(22, 4),
                   P(-22, 4), P(-22, -2), P(-10, -12), P(-10, -34), P(-18, -40)]
        table["pin"] = { pen in Glyph(pen.loop(pin) + pen.line(P(0, 4), P(0, 44))) }
        table["pin.fill"] = { pen in Glyph(pen.solidPolygon(pin) + pen.line(P(0, 4), P(0, 44))) }
        // A bulb over its screw cap.
        let bulb = Curve.arc(P(0, -16), 28, from: 140, to: 400) + [P(13, 18), P(-13, 18)]
        let cap: @Sendable (Pen) -> Path = { pen in pen.line(P(-12, 30), P(12, 30)) + pen.line(P(-7, 42), P(7, 42)) }
        table["lightbulb"] = { pen in Glyph(pen.loop(bulb) + cap(pen)) }
        table["lightbulb.fill"] = { pen in Glyph(pen.solidPolygon(bulb) + cap(pen)) }
        // A painter's palette: a disc with a thumb notch in its lower edge and four dabs of paint.
        let palette = Outline.bitten(P(0, -2), 44, by: P(16, 42), 17)
        let dabs: @Sendable (Pen) -> Path = { _ in
            [CGFloat(200), 245, 290, 335].reduce(Path()) { p, a in
                let t = a * .pi / 180
                return p + Path(ellipseIn: CGRect(x: 26 * cos(t) - 7.5, y: 26 * sin(t) - 9.5, width: 15, height: 15))
            }
        }
        table["paintpalette"] = { pen in Glyph(secondary: pen.loop(palette), primary: dabs(pen)) }
        table["paintpalette.fill"] = { pen in Glyph(base: pen.solidPolygon(palette), knockout: dabs(pen)) }
        return table
    }

    /// An open-ended spanner standing up: a round head with a square jaw cut
    /// into its top, over a straight handle with a round end.
    private static func wrenchPoints() -> [CGPoint] {
        let c = P(0, -24), r: CGFloat = 20, half: CGFloat = 7, jaw: CGFloat = 8
        let side = (r * r - half * half).squareRoot(), top = (r * r - jaw * jaw).squareRoot()
        let lowLeft = atan2(side, -half) * 180 / .pi, topLeft = atan2(-top, -jaw) * 180 / .pi + 360
        let topRight = atan2(-top, jaw) * 180 / .pi + 360, lowRight = atan2(side, half) * 180 / .pi + 360
        return [P(-half, 40), P(-half, c.y + side)] + Curve.arc(c, r, from: lowLeft, to: topLeft).dropFirst()
            + [P(-jaw, c.y - 6), P(jaw, c.y - 6)] + Curve.arc(c, r, from: topRight, to: lowRight)
            + Curve.arc(P(0, 40), half, from: 0, to: 180).dropFirst()
    }
}
