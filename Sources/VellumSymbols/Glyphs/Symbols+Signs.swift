import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Signs: seals, octagons and shields with a mark in them (`checkmark.seal.fill`, `xmark.octagon.fill`,
    /// `lock.shield`), `number`, shapes and letters in circles (`star.circle`, `x.circle`), `infinity`,
    /// `nosign`, `equal`.
    static var signs: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        // A regular octagon with a flat top, its centre line 80 units across the flats: its flats fall well inside `circle`.
        let octagon = (0..<8).map { i -> CGPoint in
            let a = (22.5 + 45 * CGFloat(i)) * .pi / 180, r = 40 / cos(22.5 * .pi / 180)
            return P(r * cos(a), r * sin(a))
        }
        table["octagon"] = { pen in Glyph(pen.loop(octagon)) }
        table["octagon.fill"] = { pen in Glyph(pen.solidPolygon(octagon)) }
        let seal = sealPoints(), shield = shieldPoints()
        let kinds: [(String, [CGPoint], String, MarkBuilder, CGFloat, CGPoint)] = [
            ("seal", seal, "checkmark", Marks.checkmark, 40, .zero),
            ("seal", seal, "xmark", Marks.xmark, 30, .zero),
            ("octagon", octagon, "xmark", Marks.xmark, 32, .zero),
            ("octagon", octagon, "exclamationmark", Marks.exclamation, 46, .zero),
            ("shield", shield, "checkmark", Marks.checkmark, 36, P(0, -2)),
            ("shield", shield, "xmark", Marks.xmark, 28, P(0, -2)),
            ("shield", shield, "exclamationmark", Marks.exclamation, 44, P(0, -1)),
            ("shield", shield, "lock", lockMark, 40, P(0, -2)),
        ]
        for (shape, points, mark, builder, size, at) in kinds {
            let (outline, fill) = marked(points, builder, size: size, at: at)
            table["\(mark).\(shape)"] = outline
            table["\(mark).\(shape).fill"] = fill
        }
        table["number"] = { pen in Glyph(numberSign(pen, 86)) }
        // Marks in circles: the outlined mark in the outlined circle, the solid mark knocked out of the filled one.
        let star = starPoints(), heart = heartPoints()
        let circled: [(String, MarkBuilder, MarkBuilder, CGFloat)] = [
            ("number", numberSign, numberSign, 48),
            ("x", Marks.xmark, Marks.xmark, 28),
            ("star", { pen, s in pen.loop(star.map { P($0.x * s / 100, $0.y * s / 100) }) },
             { pen, s in pen.solidPolygon(star.map { P($0.x * s / 100, $0.y * s / 100) }) }, 56),
            ("heart", { pen, s in pen.loop(heart.map { P($0.x * s / 90, $0.y * s / 90 + 2) }) },
             { pen, s in pen.solidPolygon(heart.map { P($0.x * s / 90, $0.y * s / 90 + 2) }) }, 50),
        ]
        for (name, outlined, solid, size) in circled {
            table["\(name).circle"] = Enclosure.circle.glyph(outlined, size: size, filled: false)
            table["\(name).circle.fill"] = Enclosure.circle.glyph(solid, size: size, filled: true)
        }
        // A figure of eight on its side: four strokes that meet at the crossing.
        table["infinity"] = { pen in
            let a: CGFloat = 45
            let point = { (t: CGFloat) -> CGPoint in
                let d = 1 + sin(t) * sin(t)
                return P(a * cos(t) / d, a * 1.15 * sin(t) * cos(t) / d)
            }
            return Glyph((0..<4).reduce(Path()) { path, k in
                let t0 = (CGFloat(k) * 0.5 + 0.5) * .pi
                return path + pen.polyline((0...24).map { point(t0 + CGFloat($0) / 24 * .pi / 2) })
            })
        }
        // A circle struck through from its top left to its bottom right.
        table["nosign"] = { pen in
            let r = Enclosure.circleRadius - pen.h, k = r * 0.7071
            return Glyph(Enclosure.circle.outline(pen) + pen.line(P(-k, -k), P(k, k), caps: .butt))
        }
        table["equal"] = { pen in Glyph(pen.line(P(-36, -14), P(36, -14)) + pen.line(P(-36, 14), P(36, 14))) }
        return table
    }

    /// A number sign `s` tall, its uprights leaning right. The uprights stop at the bars' edges, so no
    /// two strokes overlap and the sign can be knocked out of a filled shape.
    static let numberSign: MarkBuilder = { pen, s in
        let k = s / 86, lean: CGFloat = 0.14, bar = 14 * k, top = -43 * k + pen.h, bottom = 43 * k - pen.h
        let x = { (x0: CGFloat, y: CGFloat) in P(x0 * k - y * lean, y) }
        // A leaning stroke's square end tilts a little: stop it that much short of the bar.
        let stop = pen.h * (1 + lean)
        var p = pen.line(P(-37 * k + bar * lean, -bar), P(41 * k + bar * lean, -bar)) + pen.line(P(-41 * k, bar), P(37 * k, bar))
        for x0 in [CGFloat(-13), 13] {
            p = p + pen.polyline([x(x0, top), x(x0, -bar - stop)], start: .round, end: .butt)
                + pen.polyline([x(x0, -bar + stop), x(x0, bar - stop)], start: .butt, end: .butt)
                + pen.polyline([x(x0, bar + stop), x(x0, bottom)], start: .butt, end: .round)
        }
        return p
    }

    /// A padlock `s` tall: a solid body under a shackle that stops where the body starts.
    static let lockMark: MarkBuilder = { pen, s in
        let waist = -s * 0.04, r = s * 0.24
        let body = pen.box(CGRect(x: -s * 0.38, y: waist, width: s * 0.76, height: s / 2 - waist), s * 0.1)
        let shackle = [P(-r, waist)] + Curve.arc(P(0, -s / 2 + pen.h + r), r, from: 180, to: 360) + [P(r, waist)]
        return body + pen.polyline(shackle, start: .butt, end: .butt)
    }
}
