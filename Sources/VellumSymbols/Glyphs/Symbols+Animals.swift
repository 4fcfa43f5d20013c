import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Animals seen from the side, facing right: `tortoise`, `hare`.
    static var animals: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        // A tortoise: a domed shell over two stubby legs, the head out in front and a short tail behind.
        let shell = Curve.arc(P(-6, 6), 30, from: 180, to: 360, rx: 36)
        let head = CGRect(x: 28, y: -9, width: 18, height: 16)
        let legs = [CGFloat(-30), 8]
        let tail: @Sendable (Pen) -> Path = { pen in pen.line(P(-42, 6), P(-47, 11)) }
        // The legs and shell stop thickening before they run together.
        table["tortoise"] = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 10))
            let feet = legs.reduce(Path()) { p, x in
                p + pen.polyline(Outline.rounded([P(x, 6 + pen.h), P(x, 22), P(x + 13, 22), P(x + 13, 6 + pen.h)], 4), start: .butt, end: .butt)
            }
            let scutes = Pen(w: Swift.min(pen.w, 7)).polyline(Curve.arc(P(-6, 6), 15, from: 200, to: 340, rx: 19))
            return Glyph(secondary: scutes, primary: pen.loop(shell) + pen.ovalRing(head) + feet + tail(pen))
        }
        table["tortoise.fill"] = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 10))
            let feet = legs.reduce(Path()) { $0 + pen.box(CGRect(x: $1 - pen.h, y: 4, width: 13 + pen.w, height: 18 + pen.h), 4 + pen.h) }
            return Glyph(pen.solidPolygon(shell) + Path(ellipseIn: head.insetBy(dx: -pen.h, dy: -pen.h)) + feet + tail(pen))
        }
        // A hare crouched to run: long ears laid back, a round back, a long hind foot.
        let hare = Outline.rounded([
            P(45, 2), P(40, 11), P(29, 14), P(27, 24), P(35, 35), P(31, 40), P(19, 38), P(12, 31), P(-8, 33),
            P(-12, 40), P(-40, 40), P(-44, 34), P(-47, 18), P(-42, 0), P(-28, -11), P(-6, -13), P(12, -9),
            P(4, -27), P(-8, -41), P(-3, -45), P(10, -37), P(22, -21), P(31, -17), P(41, -9),
        ], 7, closed: true)
        // The stroke stops thickening before the ears close up.
        table["hare"] = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 10))
            return Glyph(pen.loop(hare) + pen.disc(P(31, -5), Swift.max(pen.h, 2.5)))
        }
        table["hare.fill"] = { pen in Glyph(base: pen.solidPolygon(hare), knockout: pen.disc(P(31, -5), Swift.max(pen.h * 0.7, 2.5))) }
        return table
    }
}
