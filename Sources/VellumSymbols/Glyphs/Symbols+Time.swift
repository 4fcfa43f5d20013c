import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Keeping time: `timer`, `stopwatch`, `alarm`, `hourglass`.
    static var time: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        // A dial open at the top, a tick in the opening and a hand.
        table["timer"] = { pen in
            Glyph(secondary: pen.arc(.zero, 42, from: -72, to: 252) + pen.line(P(0, -44), P(0, -32)),
                  primary: pen.line(.zero, P(15, -15)) + pen.disc(.zero, pen.w * 0.8))
        }
        // A round watch with a crown and a side button.
        table["stopwatch"] = { pen in
            let c = P(0, 6)
            let crown = pen.line(P(-9, -44), P(9, -44)) + pen.line(P(0, -44), P(0, -36))
            let button = pen.line(P(28, -24), P(35, -31))
            return Glyph(secondary: pen.ring(c, 38) + crown + button, primary: pen.line(c, P(0, -14)) + pen.disc(c, pen.w * 0.7))
        }
        // An alarm clock: a face with bells on top and feet below.
        let face = P(0, 4), faceR: CGFloat = 34
        let bellsAndFeet: @Sendable (Pen) -> Path = { pen in
            pen.arc(P(-32, -32), 12, from: 150, to: 300) + pen.arc(P(32, -32), 12, from: 240, to: 390)
                + pen.line(P(-22, 34), P(-29, 44)) + pen.line(P(22, 34), P(29, 44))
        }
        let hands: @Sendable (Pen) -> Path = { pen in pen.polyline([P(0, -16), face, P(13, 12)]) }
        table["alarm"] = { pen in Glyph(pen.ring(face, faceR) + bellsAndFeet(pen) + hands(pen)) }
        table["alarm.fill"] = { pen in
            Glyph(base: pen.disc(face, faceR + pen.h) + bellsAndFeet(pen), knockout: hands(pen), evenOdd: false)
        }
        // Two bulbs of glass meeting at a narrow neck, between a top and a bottom bar.
        table["hourglass"] = { pen in
            let right = Curve.cubic(P(26, -42), P(26, -14), P(6, -8), P(6, 0)) + Curve.cubic(P(6, 0), P(6, 8), P(26, 14), P(26, 42)).dropFirst()
            let glass = right + right.reversed().map { P(-$0.x, $0.y) }
            return Glyph(pen.loop(glass) + pen.line(P(-34, -42), P(34, -42)) + pen.line(P(-34, 42), P(34, 42)))
        }
        return table
    }
}
