import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Type and notes: `bold`, `italic`, `underline`, `textformat`, `note.text`, `translate`.
    static var text: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        // Letters a cap height (70 units) tall, as SF Pro draws them.
        let top: CGFloat = -35, bottom: CGFloat = 35
        // A heavy capital B: a stem with a smaller bowl over a larger one.
        table["bold"] = { heavy in
            let pen = Pen(w: Swift.min(heavy.w * 1.7, 19)), i = pen.h, mid: CGFloat = -2
            let upper = [P(-20 + i, mid), P(-20 + i, top + i), P(2, top + i)] + Curve.arc(P(2, (top + i + mid) / 2), (mid - top - i) / 2, from: 270, to: 450, rx: 16) + [P(-20 + i, mid)]
            let lower = [P(-20 + i, mid), P(6, mid)] + Curve.arc(P(6, (mid + bottom - i) / 2), (bottom - i - mid) / 2, from: 270, to: 450, rx: 18)
                + [P(-20 + i, bottom - i)]
            return Glyph(pen.loop(upper) + pen.loop(lower))
        }
        // A capital I leaning right, with its top and bottom bars.
        table["italic"] = { pen in
            let i = pen.h
            return Glyph(pen.line(P(-2, top + i), P(26, top + i)) + pen.line(P(-26, bottom - i), P(2, bottom - i))
                + pen.line(P(12, top + i), P(-12, bottom - i)))
        }
        // A capital U over a line.
        table["underline"] = { pen in
            let u = [P(-22, -42)] + Curve.arc(P(0, 0), 22, from: 180, to: 0) + [P(22, -42)]
            return Glyph(pen.polyline(u) + pen.line(P(-30, 40), P(30, 40)))
        }
        // A capital A beside a lowercase a.
        table["textformat"] = { pen in
            Glyph(Marks.letterA(pen, 70 + pen.w).moved(-17, 0)
                + pen.ovalRing(CGRect(x: 18, y: -8, width: 28, height: 43)) + pen.line(P(46, -8), P(46, bottom)))
        }
        // A square note with its bottom trailing corner folded up, and three lines of text.
        let note = [P(-42, -42), P(42, -42), P(42, 14), P(14, 42), P(-42, 42)]
        let fold: @Sendable (Pen) -> Path = { pen in pen.polyline([P(14, 42), P(14, 14), P(42, 14)], start: .butt, end: .butt) }
        let lines: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 8))
            return pen.line(P(-24, -22), P(24, -22)) + pen.line(P(-24, -4), P(24, -4)) + pen.line(P(-24, 14), P(-2, 14))
        }
        table["note.text"] = { pen in
            Glyph(secondary: lines(pen), primary: pen.loop(Outline.rounded(note, 9, closed: true)) + fold(pen))
        }
        table["note.text.fill"] = { pen in
            Glyph(base: pen.solidPolygon(Outline.rounded(note, 9, closed: true)), knockout: lines(pen) + fold(Pen(w: pen.w * 0.7)), evenOdd: false)
        }
        // Translation: a card with 文 on it behind a card with an A, overlapping at their corners.
        let back = CGRect(x: -46, y: -46, width: 58, height: 58), front = CGRect(x: -12, y: -12, width: 58, height: 58)
        table["translate"] = { pen in
            let i = pen.h, gap = pen.w + 3, b = back.insetBy(dx: i, dy: i)
            let behind = Outline.rounded([P(b.maxX, front.minY - gap), P(b.maxX, b.minY), P(b.minX, b.minY), P(b.minX, b.maxY),
                                          P(front.minX - gap, b.maxY)], 11 - i)
            let thin = Pen(w: Swift.min(pen.w, 7))
            // 文: a dot over a bar, and two strokes crossing below it.
            let wen = thin.line(P(0, -17), P(0, -12)) + thin.line(P(-12, -7), P(12, -7))
                + thin.polyline(Curve.cubic(P(7, -5), P(5, 4), P(-2, 10), P(-12, 14), steps: 8))
                + thin.polyline(Curve.cubic(P(-7, -5), P(-5, 4), P(2, 10), P(12, 14), steps: 8))
            return Glyph(secondary: pen.polyline(behind, start: .butt, end: .butt) + wen.moved(-21, -19),
                         primary: pen.frame(front.insetBy(dx: i, dy: i), 11 - i) + Marks.letterA(thin, 32).moved(front.midX, front.midY))
        }
        return table
    }
}
