import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Type and notes: `bold`, `italic`, `underline`, `textformat`, `note.text`.
    static var text: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        // Letters a cap height (70 units) tall, as SF Pro draws them.
        let top: CGFloat = -35, bottom: CGFloat = 35
        // A heavy capital B: a stem with a smaller bowl over a larger one.
        table["bold"] = { heavy in
            let pen = Pen(w: heavy.w * 1.7), i = pen.h, mid: CGFloat = -2
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
            Glyph(pen.polyline([P(-46, bottom), P(-22, top), P(2, bottom)]) + pen.line(P(-37, 12), P(-7, 12))
                + pen.ovalRing(CGRect(x: 14, y: -8, width: 30, height: 43)) + pen.line(P(44, -8), P(44, bottom)))
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
        return table
    }
}
