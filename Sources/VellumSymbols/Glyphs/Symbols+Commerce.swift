import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Money, shopping and prizes: `creditcard`, `banknote`, `dollarsign`, `bag`, `gift`, `cube`,
    /// `crown`, `trophy`, `chart.bar`, `chart.pie`.
    static var commerce: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        // A card with its magnetic stripe and a signature panel.
        let card = CGRect(x: -46, y: -34, width: 92, height: 68)
        table["creditcard"] = { pen in
            Glyph(pen.frame(card.insetBy(dx: pen.h, dy: pen.h), 10 - pen.h) + pen.box(CGRect(x: -46, y: -22, width: 92, height: 12), 0)
                + Pen(w: Swift.min(pen.w, 7)).line(P(-30, 16), P(-14, 16)))
        }
        table["creditcard.fill"] = { pen in
            Glyph(base: pen.box(card, 10),
                  knockout: pen.box(CGRect(x: -46, y: -20, width: 92, height: 10), 0) + pen.box(CGRect(x: -34, y: 11, width: 22, height: 9), 2))
        }
        // A note with a coin in its middle and a dot either side.
        let note = CGRect(x: -46, y: -30, width: 92, height: 60)
        let dots: @Sendable (Pen) -> Path = { pen in pen.disc(P(-31, 0), 4.5) + pen.disc(P(31, 0), 4.5) }
        table["banknote"] = { pen in
            Glyph(pen.frame(note.insetBy(dx: pen.h, dy: pen.h), 7 - pen.h) + pen.ring(.zero, 12) + dots(pen))
        }
        table["banknote.fill"] = { pen in Glyph(base: pen.box(note, 7), knockout: pen.ring(.zero, 11) + dots(pen)) }
        table["dollarsign"] = { pen in Glyph(Marks.dollar(pen, 92)) }
        table["dollarsign.circle"] = Enclosure.circle.glyph(Marks.dollar, size: 62, filled: false)
        table["dollarsign.circle.fill"] = Enclosure.circle.glyph(Marks.dollar, size: 62, filled: true)
        // A shopping bag: a slightly flared body under a round handle.
        let bag = Outline.rounded([P(-34, -12), P(34, -12), P(38, 42), P(-38, 42)], 8, closed: true)
        let handle: @Sendable (Pen) -> Path = { pen in pen.arc(P(0, -12), 20, from: 180, to: 360, caps: .butt) }
        table["bag"] = { pen in Glyph(pen.loop(bag) + handle(pen)) }
        table["bag.fill"] = { pen in Glyph(pen.solidPolygon(bag) + handle(pen)) }
        // A handbag: a body widening to its foot under a wide handle standing on its top.
        let handbag = Outline.rounded([P(-30, -6), P(30, -6), P(42, 42), P(-42, 42)], 9, closed: true)
        let strap: @Sendable (Pen) -> Path = { pen in
            pen.arc(P(0, -22), 20, from: 180, to: 360, caps: .butt) + pen.line(P(-20, -22), P(-20, -6)) + pen.line(P(20, -22), P(20, -6))
        }
        table["handbag"] = { pen in Glyph(pen.loop(handbag) + strap(pen)) }
        table["handbag.fill"] = { pen in Glyph(pen.solidPolygon(handbag) + strap(pen)) }
        // A present: a lid over a box, a ribbon down its middle, a bow on top.
        let bow: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 8))
            return pen.ovalRing(CGRect(x: -26, y: -42, width: 24, height: 14)) + pen.ovalRing(CGRect(x: 2, y: -42, width: 24, height: 14))
        }
        let lid = CGRect(x: -42, y: -24, width: 84, height: 18)
        table["gift"] = { pen in
            Glyph(pen.frame(lid, 4) + pen.polyline(Outline.rounded([P(-36, -6), P(-36, 42), P(36, 42), P(36, -6)], 7), start: .butt, end: .butt)
                + pen.line(P(0, -24), P(0, 42)) + bow(pen))
        }
        table["gift.fill"] = { pen in
            let top = pen.box(lid.insetBy(dx: -pen.h, dy: -pen.h), 4 + pen.h)
            let box = pen.box(CGRect(x: -36 - pen.h, y: lid.maxY + pen.h + 4, width: 72 + pen.w, height: 42 - lid.maxY - 4), 7)
            let ribbon = Pen(w: pen.w * 0.6)
            return Glyph(base: top + box + bow(pen),
                         knockout: ribbon.line(P(0, lid.minY + 1), P(0, lid.maxY + pen.h), caps: .butt)
                            + ribbon.line(P(0, lid.maxY + pen.h + 4), P(0, 42 + pen.h), caps: .butt), evenOdd: false)
        }
        // An isometric cube, its three faces meeting at the middle.
        let hexagon = [P(0, -44), P(38, -22), P(38, 22), P(0, 44), P(-38, 22), P(-38, -22)]
        table["cube"] = { pen in
            Glyph(pen.loop(hexagon) + pen.polyline([P(-38, -22), P(0, 0), P(38, -22)]) + pen.line(P(0, 0), P(0, 44)))
        }
        table["cube.fill"] = { pen in
            let cut = Pen(w: pen.w * 0.5), k = pen.h * 0.9
            let arms = cut.polyline([P(-38 - k * 0.866, -22 - k * 0.5), P(0, 0), P(38 + k * 0.866, -22 - k * 0.5)], start: .butt, end: .butt)
                + cut.line(P(0, cut.h), P(0, 44 + k), caps: .butt)
            return Glyph(base: pen.solidPolygon(hexagon), knockout: arms, evenOdd: false)
        }
        let crown = [P(-38, 24), P(-44, -28), P(-20, -4), P(0, -36), P(20, -4), P(44, -28), P(38, 24)]
        table["crown"] = { pen in Glyph(pen.loop(crown) + pen.line(P(-36, 40), P(36, 40))) }
        table["crown.fill"] = { pen in Glyph(pen.solidPolygon(crown) + pen.line(P(-36, 40), P(36, 40))) }
        // A cup on a stem, with a handle either side.
        let cup = [P(-26, -42), P(26, -42)] + Curve.cubic(P(26, -42), P(26, -6), P(14, 6), P(0, 6)).dropFirst()
            + Curve.cubic(P(0, 6), P(-14, 6), P(-26, -6), P(-26, -42)).dropFirst().dropLast()
        let stand: @Sendable (Pen) -> Path = { pen in
            pen.arc(P(-28, -24), 13, from: 100, to: 260) + pen.arc(P(28, -24), 13, from: -80, to: 80)
                + pen.line(P(0, 6), P(0, 36)) + pen.line(P(-20, 40), P(20, 40))
        }
        table["trophy"] = { pen in Glyph(pen.loop(cup) + stand(pen)) }
        table["trophy.fill"] = { pen in Glyph(pen.solidPolygon(cup) + stand(pen)) }
        let bars = [CGRect(x: -42, y: 6, width: 20, height: 36), CGRect(x: -10, y: -16, width: 20, height: 58),
                    CGRect(x: 22, y: -42, width: 20, height: 84)]
        table["chart.bar"] = { pen in Glyph(bars.reduce(Path()) { $0 + pen.frame($1.insetBy(dx: pen.h, dy: pen.h), 4) }) }
        table["chart.bar.fill"] = { pen in Glyph(bars.reduce(Path()) { $0 + pen.box($1, 4 + pen.h) }) }
        // A pie with its top right quarter pulled out, a clear gap between them at any weight.
        let pie: @Sendable (Pen) -> (slice: [CGPoint], rest: [CGPoint]) = { pen in
            let d = pen.h + 2.2, r = 46 - d - pen.h
            return ([P(d, -d)] + Curve.arc(P(d, -d), r, from: -90, to: 0), [P(-d, d)] + Curve.arc(P(-d, d), r, from: 0, to: 270))
        }
        table["chart.pie"] = { pen in
            let (slice, rest) = pie(pen)
            return Glyph(secondary: pen.loop(slice), primary: pen.loop(rest))
        }
        table["chart.pie.fill"] = { pen in
            let (slice, rest) = pie(pen)
            return Glyph(secondary: pen.solidPolygon(slice), primary: pen.solidPolygon(rest))
        }
        return table
    }
}
