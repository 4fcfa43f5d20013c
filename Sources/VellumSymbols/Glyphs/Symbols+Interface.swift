import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Controls and lists: `line.3.horizontal`, `list.bullet`, `square.grid.2x2`,
    /// `slider.horizontal.3`, `ellipsis.circle`, `plus.app`, `heart.circle`, `star.circle`,
    /// `line.3.horizontal.decrease.circle`, `magnifyingglass.circle`, `list.dash`,
    /// `text.alignleft`, `text.quote`, `repeat`.
    static var interface: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        // Three bars twice as long as the stack is tall, as SF's.
        table["line.3.horizontal"] = { pen in
            Glyph(pen.line(P(-44, -20), P(44, -20)) + pen.line(P(-44, 0), P(44, 0)) + pen.line(P(-44, 20), P(44, 20)))
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
        let decrease: MarkBuilder = { pen, s in
            let step = s * 0.29
            return pen.line(P(-s * 0.46 + pen.h, -step), P(s * 0.46 - pen.h, -step))
                + pen.line(P(-s * 0.3 + pen.h, 0), P(s * 0.3 - pen.h, 0))
                + pen.line(P(-s * 0.14 + pen.h, step), P(s * 0.14 - pen.h, step))
        }
        table["line.3.horizontal.decrease.circle"] = Enclosure.circle.glyph(decrease, size: 56, filled: false)
        table["line.3.horizontal.decrease.circle.fill"] = Enclosure.circle.glyph(decrease, size: 56, filled: true)
        // The lens and handle of `magnifyingglass`, the handle starting where the rim ends.
        let lens: MarkBuilder = { pen, s in
            let c = P(-0.1 * s, -0.1 * s), r = 0.24 * s
            let edge = P(c.x + (r + pen.h) * 0.7071, c.y + (r + pen.h) * 0.7071)
            return pen.ring(c, r) + pen.polyline([edge, P(0.34 * s, 0.34 * s)], start: .butt)
        }
        table["magnifyingglass.circle"] = Enclosure.circle.glyph(lens, size: 52, filled: false)
        table["magnifyingglass.circle.fill"] = Enclosure.circle.glyph(lens, size: 52, filled: true)
        table["list.dash"] = { pen in
            var p = Path()
            for y in [CGFloat(-30), 0, 30] { p = p + pen.line(P(-44, y), P(-32, y)) + pen.line(P(-16, y), P(44, y)) }
            return Glyph(p)
        }
        table["text.alignleft"] = { pen in
            var p = Path()
            for (y, end) in [(CGFloat(-36), CGFloat(44)), (-12, 18), (12, 44), (36, 2)] { p = p + pen.line(P(-44, y), P(end, y)) }
            return Glyph(p)
        }
        table["text.quote"] = { pen in
            var p = Path()
            for (y, end) in [(CGFloat(-26), CGFloat(44)), (0, 44), (26, 20)] { p = p + pen.line(P(-22, y), P(end, y)) }
            return Glyph(secondary: pen.line(P(-44, -36), P(-44, 36)), primary: p)
        }
        // Two arrows chasing each other round a rounded rectangle.
        table["repeat"] = { pen in
            let top = Outline.rounded([P(-40, 8), P(-40, -22), P(36, -22)], 14)
            let bottom = Outline.rounded([P(40, -8), P(40, 22), P(-36, 22)], 14)
            return Glyph(pen.polyline(top) + pen.polyline([P(24, -35), P(38, -22), P(24, -9)])
                + pen.polyline(bottom) + pen.polyline([P(-24, 9), P(-38, 22), P(-24, 35)]))
        }
        return table
    }
}
