import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// More talking and listening: `exclamationmark.bubble`, `captions.bubble`, `bubble.left.and.bubble.right`,
    /// `envelope.open`, `antenna.radiowaves.left.and.right`, `music.note.list`, `link.circle`, `timelapse`.
    static var talk: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        let bubble = bubblePoints()
        let (alert, alertFill) = marked(bubble, Marks.exclamation, size: 42, at: P(0, -6))
        table["exclamationmark.bubble"] = alert
        table["exclamationmark.bubble.fill"] = alertFill
        // Two rows of caption dashes, a short and a long one in each.
        let captions: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 8))
            return pen.line(P(-26, -16), P(-14, -16)) + pen.line(P(-2, -16), P(26, -16))
                + pen.line(P(-26, 4), P(8, 4)) + pen.line(P(20, 4), P(26, 4))
        }
        table["captions.bubble"] = { pen in Glyph(secondary: pen.loop(bubble), primary: captions(pen)) }
        table["captions.bubble.fill"] = { pen in Glyph(base: pen.solidPolygon(bubble), knockout: captions(pen)) }
        // A bubble with its tail at the bottom left, behind and above a bubble with its tail at the bottom right.
        let back = bubble.map { P($0.x * 0.6 - 17, $0.y * 0.6 - 17) }
        let front = bubble.map { P(-$0.x * 0.6 + 17, $0.y * 0.6 + 15) }.reversed().map { $0 }
        // Small bubbles: the strokes stop thickening before the tails close up.
        table["bubble.left.and.bubble.right"] = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 10))
            let reach = pen.w + Swift.max(3, pen.w * 0.5)
            let grown = Pen(w: 2 * reach).solidPolygon(front).polygons().first ?? front
            let cutter = Path { p in p.addLines(grown); p.closeSubpath() }
            let behind = Outline.runs(Outline.dense(back)) { !cutter.contains($0) }
            return Glyph(secondary: behind.reduce(Path()) { $0 + pen.polyline($1, start: .butt, end: .butt) }, primary: pen.loop(front))
        }
        table["bubble.left.and.bubble.right.fill"] = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 10))
            let reach = pen.w + Swift.max(3, pen.w * 0.5)
            let grown = Pen(w: 2 * reach).solidPolygon(front).polygons().first ?? front
            return Glyph(secondary: pen.solidPolygon(Outline.subtracting(back, grown)), primary: pen.solidPolygon(front))
        }
        // The two bubbles with lines of text in the front one.
        let frontText: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 6))
            return pen.line(P(0, 4), P(34, 4)) + pen.line(P(0, 16), P(24, 16))
        }
        for filled in [false, true] {
            guard let pair = table[filled ? "bubble.left.and.bubble.right.fill" : "bubble.left.and.bubble.right"] else { continue }
            table[filled ? "bubble.left.and.text.bubble.right.fill" : "bubble.left.and.text.bubble.right"] = { pen in
                let layers = pair(pen).layers
                guard filled, let back = layers.first, let front = layers.last else {
                    return Glyph(layers + [GlyphLayer(path: frontText(pen), level: 0, evenOdd: false, monochrome: true)])
                }
                return Glyph([back] + Glyph(base: front.path, knockout: frontText(pen)).layers)
            }
        }
        // An open envelope: the flap raised into a point over the body, the letter's fold across the front.
        let envelope = Outline.rounded([P(0, -42), P(46, -8), P(46, 40), P(-46, 40), P(-46, -8)], 8, closed: true)
        let fold: @Sendable (Pen) -> Path = { heavy in Pen(w: Swift.min(heavy.w, 7)).polyline([P(-38, -2), P(0, 24), P(38, -2)]) }
        table["envelope.open"] = { pen in Glyph(pen.loop(envelope) + fold(pen)) }
        table["envelope.open.fill"] = { pen in Glyph(base: pen.solidPolygon(envelope), knockout: fold(pen)) }
        // A mast with a ball on top, two waves either side of the ball.
        table["antenna.radiowaves.left.and.right"] = { pen in
            let c = P(0, -14)
            let near = pen.arc(c, 22, from: -40, to: 40) + pen.arc(c, 22, from: 140, to: 220)
            let far = pen.arc(c, 40, from: -40, to: 40) + pen.arc(c, 40, from: 140, to: 220)
            let mast = pen.disc(c, Swift.max(pen.w * 0.9, 7)) + pen.line(c, P(0, 44))
            return Glyph([GlyphLayer(path: far, level: 2, evenOdd: false, monochrome: true),
                          GlyphLayer(path: near, level: 1, evenOdd: false, monochrome: true),
                          GlyphLayer(path: mast, level: 0, evenOdd: false, monochrome: true)])
        }
        // Lines of a list, the lower ones short to make room for a note at the bottom right.
        table["music.note.list"] = { pen in
            let lines = pen.line(P(-44, -36), P(44, -36)) + pen.line(P(-44, -16), P(44, -16))
                + pen.line(P(-44, 4), P(6, 4)) + pen.line(P(-44, 24), P(2, 24))
            let note = Pen(w: Swift.min(pen.w, 9))
            let head = Path(ellipseIn: CGRect(x: -12, y: -8.5, width: 24, height: 17)).rotated(-20).moved(20, 32)
            let stem = note.polyline([P(30.5, 30), P(30.5, -6)], start: .butt, end: .round)
                + note.polyline([P(30.5, -6), P(40, 0), P(44, 10)], start: .round, end: .round)
            return Glyph(secondary: lines, primary: head + stem)
        }
        table["link.circle"] = Enclosure.circle.glyph(linkMark, size: 62, filled: false)
        table["link.circle.fill"] = Enclosure.circle.glyph(linkMark, size: 62, filled: true)
        // A ring of short ticks, as a time-lapse dial.
        table["timelapse"] = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 6.5))
            return Glyph((0..<20).reduce(Path()) { p, i in
                let a = CGFloat(i) * 18 * .pi / 180, u = P(sin(a), -cos(a))
                return p + pen.line(P(34 * u.x, 34 * u.y), P((46 - pen.h) * u.x, (46 - pen.h) * u.y))
            })
        }
        return table
    }

    /// Two links of a chain `s` long, leaning right, hooked through each other: where they cross on the
    /// right the lower link stops short of the upper one, on the left the upper one stops short of the
    /// lower, so no parts overlap and the mark can be knocked out.
    static let linkMark: MarkBuilder = { heavy, s in
        // A thinner stroke than the enclosure's marks: the links' cuts would close the links up.
        let pen = Pen(w: Swift.min(heavy.w, s * 0.12)), k = s / 82, r = 13 * k
        let stadium = { (y0: CGFloat, y1: CGFloat) in
            Outline.dense(Curve.arc(P(0, y0), r, from: 180, to: 360) + Curve.arc(P(0, y1), r, from: 0, to: 180))
        }
        // The upper link's bottom arc and the lower link's top arc cross at these two points.
        let x = (r * r - 36 * k * k).squareRoot(), right = P(x, 0), left = P(-x, 0)
        let clear = (pen.w + Swift.max(2, pen.h)) * 1.25
        let upper = Outline.runs(stadium(-28 * k, -6 * k)) { Pen.distance($0, left) > clear }
        let lower = Outline.runs(stadium(6 * k, 28 * k)) { Pen.distance($0, right) > clear }
        return (upper + lower).reduce(Path()) { $0 + pen.polyline($1, start: .butt, end: .butt) }.rotated(45)
    }
}
