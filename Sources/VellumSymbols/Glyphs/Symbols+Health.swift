import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Health and fitness: `figure.run`, `dumbbell`.
    static var health: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        // A runner leaning into the stride, drawn as `figure.walk` is: a head over thick limbs.
        table["figure.run"] = { heavy in
            let pen = Pen(w: Swift.max(heavy.w, 9))
            let head = pen.disc(P(14, -37), 10)
            let torso = pen.line(P(4, -20), P(-6, 6))
            let arms = pen.polyline([P(-22, -2), P(-12, -16), P(4, -20), P(16, -6), P(30, -12)])
            let legs = pen.polyline([P(-38, 30), P(-20, 26), P(-6, 6), P(16, 16), P(10, 42)])
            return Glyph(head + torso + arms + legs)
        }
        // A bar with two plates at either end, the inner plates larger.
        let plates: [CGRect] = [CGRect(x: -47, y: -22, width: 14, height: 44), CGRect(x: -31, y: -34, width: 20, height: 68),
                                CGRect(x: 11, y: -34, width: 20, height: 68), CGRect(x: 33, y: -22, width: 14, height: 44)]
        table["dumbbell"] = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 6)), i = pen.h
            return Glyph(plates.reduce(Path()) { $0 + pen.frame($1.insetBy(dx: i, dy: i), 5) } + heavy.line(P(-11, 0), P(11, 0), caps: .butt))
        }
        table["dumbbell.fill"] = { pen in
            Glyph(plates.reduce(Path()) { $0 + pen.box($1, 5) } + pen.line(P(-11, 0), P(11, 0), caps: .butt))
        }
        return table
    }
}
