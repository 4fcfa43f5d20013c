import VellumGeometry

extension BuiltInSymbols {
    /// Controls and lists: `line.3.horizontal`, `list.bullet`, `square.grid.2x2`,
    /// `slider.horizontal.3`, `ellipsis.circle`, `plus.app`, `heart.circle`, `star.circle`.
    static var interface: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        table["line.3.horizontal"] = { pen in
            Glyph(pen.line(P(-44, -28), P(44, -28)) + pen.line(P(-44, 0), P(44, 0)) + pen.line(P(-44, 28), P(44, 28)))
        }
        table["line.3.horizontal.decrease"] = { pen in
            Glyph(pen.line(P(-44, -28), P(44, -28)) + pen.line(P(-28, 0), P(28, 0)) + pen.line(P(-12, 28), P(12, 28)))
        }
        table["list.bullet"] = { pen in
            var p = Path()
            for y in [CGFloat(-30), 0, 30] {
                p = p + pen.disc(P(-40, y), pen.h * 1.4 + 1) + pen.line(P(-20, y), P(46, y))
            }
            return Glyph(secondary: Path(), primary: p)
        }
        table["square.grid.2x2"] = { pen in
            var p = Path()
            for (x, y) in [(CGFloat(-44), CGFloat(-44)), (6, -44), (-44, 6), (6, 6)] {
                p = p + pen.frame(CGRect(x: x + pen.h, y: y + pen.h, width: 38 - pen.w, height: 38 - pen.w), 9)
            }
            return Glyph(p)
        }
        table["square.grid.2x2.fill"] = { pen in
            var p = Path()
            for (x, y) in [(CGFloat(-44), CGFloat(-44)), (6, -44), (-44, 6), (6, 6)] {
                p = p + pen.box(CGRect(x: x, y: y, width: 38, height: 38), 9)
            }
            return Glyph(p)
        }
        table["slider.horizontal.3"] = { pen in
            var p = Path()
            for (y, knob) in [(CGFloat(-30), CGFloat(18)), (0, -20), (30, 6)] {
                p = p + pen.line(P(-46, y), P(knob - 11, y)) + pen.line(P(knob + 11, y), P(46, y)) + pen.ring(P(knob, y), 8)
            }
            return Glyph(p)
        }
        table["plus.app"] = { pen in
            let r = CGRect(x: -44, y: -44, width: 88, height: 88)
            return Glyph(secondary: pen.frame(r.insetBy(dx: pen.h, dy: pen.h), 24), primary: Marks.plus(pen, 44))
        }
        table["plus.app.fill"] = { pen in
            Glyph(base: pen.box(CGRect(x: -44, y: -44, width: 88, height: 88), 24), knockout: Marks.plus(pen, 44))
        }
        table["power"] = { pen in Glyph(pen.arc(P(0, 4), 36, from: -50, to: 230) + pen.line(P(0, -46), P(0, 0))) }
        table["square.and.arrow.up.on.square"] = { pen in
            Glyph(secondary: pen.frame(CGRect(x: -34, y: -20, width: 68, height: 62), 10),
                  primary: Marks.arrowOutline(pen, length: 66, head: 26).rotated(-90).moved(0, -14))
        }
        table["checklist"] = { pen in
            var p = Path()
            for y in [CGFloat(-26), 22] {
                p = p + Marks.checkmark(pen, 26).moved(-34, y) + pen.line(P(-8, y), P(46, y))
            }
            return Glyph(p)
        }
        return table
    }
}
