import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Health and fitness: `figure.run`, `dumbbell`, `stethoscope`, `pills`, `cross.case`,
    /// `heart.text.square`, `brain`.
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
        // Ear tubes in a U, the tube falling from it and curving round and up to the chest piece.
        table["stethoscope"] = { pen in
            let ears = [P(-38, -44), P(-38, -14)] + Curve.arc(P(-24, -14), 14, from: 180, to: 0).dropFirst() + [P(-10, -44)]
            let tube = [P(-24, 0), P(-24, 18)] + Curve.arc(P(0, 18), 24, from: 180, to: 0).dropFirst() + [P(24, 6)]
            return Glyph(pen.polyline(ears) + pen.polyline(tube, start: .butt, end: .butt) + pen.ring(P(24, -8), 12))
        }
        // A capsule leaning right over a round tablet, each scored across its middle.
        let capsule = CGRect(x: -13, y: -30, width: 26, height: 60)
        let tablet = P(-24, 25), tabletR: CGFloat = 17
        let scores: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 6))
            return pen.line(P(-13, 0), P(13, 0), caps: .butt).rotated(45).moved(16, -16)
                + pen.line(P(tablet.x - tabletR, tablet.y), P(tablet.x + tabletR, tablet.y), caps: .butt).rotated(-45, about: tablet)
        }
        table["pills"] = { pen in
            Glyph(pen.frame(capsule, 13).rotated(45).moved(16, -16) + pen.ring(tablet, tabletR) + scores(pen))
        }
        table["pills.fill"] = { pen in
            Glyph(base: pen.box(capsule.insetBy(dx: -pen.h, dy: -pen.h), 13 + pen.h).rotated(45).moved(16, -16) + pen.disc(tablet, tabletR + pen.h),
                  knockout: scores(pen), evenOdd: false)
        }
        // A first-aid case: a briefcase with a cross on its front.
        let caseBody = CGRect(x: -46, y: -20, width: 92, height: 58)
        let handle = Outline.rounded([P(-15, -20), P(-15, -32), P(15, -32), P(15, -20)], 5)
        let cross: @Sendable (Pen) -> Path = { pen in Marks.plus(Pen(w: Swift.min(pen.w * 1.3, 12)), 34).moved(0, 9) }
        table["cross.case"] = { pen in
            Glyph(pen.frame(caseBody.insetBy(dx: pen.h, dy: pen.h), 10 - pen.h) + pen.polyline(handle, start: .butt, end: .butt) + cross(pen))
        }
        table["cross.case.fill"] = { pen in
            Glyph(base: pen.box(caseBody, 10) + pen.polyline(handle, start: .butt, end: .butt), knockout: cross(pen), evenOdd: false)
        }
        // A heart over two lines of text, in a rounded square.
        let heart = heartPoints().map { P($0.x * 0.3, $0.y * 0.3 - 11) }
        let heartText: MarkBuilder = { pen, s in
            let k = s / 60
            let thin = Pen(w: Swift.min(pen.w, 7))
            return (pen.solidPolygon(heart) + thin.line(P(-20, 12), P(20, 12)) + thin.line(P(-20, 24), P(6, 24))).scaled(k)
        }
        table["heart.text.square"] = Enclosure.square.glyph(heartText, size: 60, filled: false)
        table["heart.text.square.fill"] = Enclosure.square.glyph(heartText, size: 60, filled: true)
        // A brain seen from above: two halves of three lobes each, split down the middle, a fold in each lobe.
        let outline: (ClosedRange<CGFloat>) -> [CGPoint] = { range in
            (0...60).map { i -> CGPoint in
                let a = (range.lowerBound + (range.upperBound - range.lowerBound) * CGFloat(i) / 60) * .pi / 180
                let r = 38 + 7 * abs(sin(3 * a))
                return P(r * sin(a) * 1.02, -r * cos(a) * 0.94)
            }
        }
        let brain = outline(0...180) + outline(180...360).dropFirst().dropLast()
        let rightHalf = outline(0...180)
        let folds: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 7))
            return [(P(14, -20), CGFloat(110), CGFloat(230)), (P(25, 0), 150, 270), (P(14, 20), 130, 250)].reduce(Path()) {
                let arc = pen.arc($1.0, 9, from: $1.1, to: $1.2)
                return $0 + arc + arc.mirroredX()
            }
        }
        table["brain"] = { pen in
            Glyph(pen.loop(brain) + pen.line(rightHalf[0], rightHalf[rightHalf.count - 1], caps: .butt) + folds(pen))
        }
        table["brain.fill"] = { pen in
            // Each half a solid of its own, a gap down the middle.
            let g = pen.h + 2.5
            let half = pen.solidPolygon(rightHalf.map { P(g + Swift.max($0.x, 0) * (1 - g / 46), $0.y) })
            return Glyph(base: half + half.mirroredX(), knockout: folds(pen), evenOdd: false)
        }
        return table
    }
}
