import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Hands and faces: `hand.thumbsup`, `hand.raised`, `face.smiling`.
    static var gestures: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        // A fist with its thumb up, four curled fingers stacked at its right, a cuff at its left.
        let fist = [P(-18, 40), P(-18, -2), P(-6, -12), P(2, -34)] + Curve.arc(P(10, -34), 8, from: 180, to: 360).dropFirst()
            + [P(16, -12), P(36, -12)] + [CGFloat(-5.5), 7.5, 20.5, 33.5].flatMap { y in Curve.arc(P(36, y), 6.5, from: -90, to: 90).dropFirst() }
        let cuff = CGRect(x: -44, y: -2, width: 12, height: 42)
        let knuckles: @Sendable (Pen, CGFloat) -> Path = { heavy, end in
            let pen = Pen(w: Swift.min(heavy.w, 6))
            return [CGFloat(1), 14, 27].reduce(Path()) { $0 + pen.line(P(20, $1), P(end, $1), caps: .butt) }
        }
        table["hand.thumbsup"] = { pen in Glyph(pen.loop(fist) + pen.frame(cuff, 3) + knuckles(pen, 36)) }
        table["hand.thumbsup.fill"] = { pen in
            Glyph(base: pen.solidPolygon(fist) + pen.box(cuff.insetBy(dx: -pen.h, dy: -pen.h), 3 + pen.h),
                  knockout: knuckles(Pen(w: pen.w * 0.6), 34), evenOdd: false)
        }
        // An open hand, palm out: four fingers, the thumb out to the left.
        let seams: [CGFloat] = [-26, -11, 4, 19, 34], tips: [CGFloat] = [-30, -37, -33, -22]
        let axis = Pen.unit(P(-24, 26), P(-40, 0)), side = P(-axis.y, axis.x)
        func thumb(_ base: CGPoint, _ s: CGFloat) -> CGPoint { P(base.x + side.x * s, base.y + side.y * s) }
        let tipLow = thumb(P(-40, 0), -6.5), tipHigh = thumb(P(-40, 0), 6.5)
        let t = (-26 - tipHigh.x) / axis.x * -1
        let join = P(-26, tipHigh.y - axis.y * t)
        let low = atan2(tipLow.y, tipLow.x + 40) * 180 / .pi, high = atan2(tipHigh.y, tipHigh.x + 40) * 180 / .pi
        let palm = [P(34, 0), P(34, 16)] + Curve.cubic(P(34, 16), P(34, 36), P(20, 46), P(2, 46)).dropFirst()
            + Curve.cubic(P(2, 46), P(-14, 46), P(-22, 40), thumb(P(-24, 26), -6.5)).dropFirst()
            + Curve.arc(P(-40, 0), 6.5, from: low, to: high < low ? high + 360 : high) + [join, P(-26, 0)]
        let finger: @Sendable (Int) -> [CGPoint] = { i in
            let mid = (seams[i] + seams[i + 1]) / 2
            return [P(seams[i], 0)] + Curve.arc(P(mid, tips[i]), 7.5, from: 180, to: 360) + [P(seams[i + 1], 0)]
        }
        table["hand.raised"] = { pen in Glyph((0..<4).reduce(pen.polyline(palm)) { $0 + pen.polyline(finger($1)) }) }
        table["hand.raised.fill"] = { pen in
            // Solid fingers side by side with a narrow gap between them, over a solid palm.
            let left = seams[0] - pen.h, pitch = (seams[4] - seams[0] + pen.w) / 4, gap: CGFloat = 2.6
            let fingers = (0..<4).reduce(Path()) { p, i in
                let x0 = left + CGFloat(i) * pitch + (i > 0 ? gap / 2 : 0), x1 = left + CGFloat(i + 1) * pitch - (i < 3 ? gap / 2 : 0)
                let top = tips[i] - 7.5 - pen.h
                return p + pen.box(CGRect(x: x0, y: top, width: x1 - x0, height: 2 - top), Swift.min((x1 - x0) / 2, 7.5 + pen.h))
            }
            return Glyph(pen.solidPolygon(palm) + fingers)
        }
        // The open hand leant right, waving: two strokes of movement at its top left.
        for (name, raised) in [("hand.wave", "hand.raised"), ("hand.wave.fill", "hand.raised.fill")] {
            guard let hand = table[raised] else { continue }
            table[name] = { pen in
                let waves = pen.arc(P(6, 6), 44, from: 198, to: 236) + pen.arc(P(6, 6), 54, from: 202, to: 232)
                let tilted = hand(pen).applying(CGAffineTransform(rotationAngle: 18 * .pi / 180).concatenating(CGAffineTransform(scaleX: 0.84, y: 0.84)))
                return Glyph([GlyphLayer(path: waves, level: 1, evenOdd: false, monochrome: true)]
                    + tilted.applying(CGAffineTransform(translationX: 9, y: 4)).layers)
            }
        }
        table["face.smiling"] = { pen in
            let eyes = Path(ellipseIn: CGRect(x: -20, y: -24, width: 9, height: 15)) + Path(ellipseIn: CGRect(x: 11, y: -24, width: 9, height: 15))
            return Glyph(secondary: Enclosure.circle.outline(pen), primary: eyes + pen.arc(P(0, 0), 24, from: 35, to: 145))
        }
        return table
    }
}
