import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Lists, charts and stacked pictures: `checklist.checked`, `chart.xyaxis.line`,
    /// `play.rectangle.on.rectangle`, `photo.fill.on.rectangle.fill`, `list.bullet.rectangle.portrait`,
    /// `movieclapper`, `character.cursor.ibeam`, `list.bullet.below.rectangle`,
    /// `exclamationmark.magnifyingglass`.
    static var documents: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        // Three rows, each ticked.
        table["checklist.checked"] = { pen in
            let thin = Pen(w: Swift.min(pen.w, 8))
            var p = Path()
            for y in [CGFloat(-32), 0, 32] {
                p = p + Marks.checkmark(thin, 24).moved(-34, y) + thin.line(P(-10, y), P(46, y))
            }
            return Glyph(p)
        }
        // Two axes and a rising, zigzag line between them.
        table["chart.xyaxis.line"] = { pen in
            Glyph(secondary: pen.polyline(Outline.rounded([P(-42, -44), P(-42, 40), P(46, 40)], 8)),
                  primary: pen.polyline([P(-28, 20), P(-8, -8), P(10, 8), P(38, -30)]))
        }
        // A front rectangle down and to the right of the one behind it, as `doc.on.doc` has its pages.
        let front = CGRect(x: -26, y: -22, width: 72, height: 64)
        let backOutline: @Sendable (Pen) -> Path = { pen in
            let i = pen.h, gap = front.minX - 6 - i, top = front.minY - 6 - i
            return pen.polyline(Outline.rounded([P(gap, 22 - i), P(-46 + i, 22 - i), P(-46 + i, -42 + i), P(26 - i, -42 + i), P(26 - i, top)], 10 - i))
        }
        let backSolid: @Sendable (Pen) -> Path = { pen in
            let gap = front.minX - 5 - pen.h, top = front.minY - 5 - pen.h
            let back = [P(-46, -42), P(26, -42), P(26, top), P(gap, top), P(gap, 22), P(-46, 22)]
            return pen.solidPolygon(Outline.rounded(back, 10, closed: true))
        }
        table["play.rectangle.on.rectangle"] = { pen in
            let play = Pen(w: 2).solidPolygon(Outline.rounded([P(0, -4), P(26, 10), P(0, 24)], 3, closed: true))
            return Glyph(secondary: backOutline(pen), primary: pen.frame(front.insetBy(dx: pen.h, dy: pen.h), 10 - pen.h) + play)
        }
        table["photo.fill.on.rectangle.fill"] = { pen in
            let hills = [P(-34, 26), P(-12, 2), P(4, 16), P(16, 6), P(34, 26)].map { P($0.x * 0.72 + 10, $0.y * 0.72 + 12) }
            return Glyph(base: backSolid(pen) + pen.box(front, 10),
                         knockout: Pen(w: 3).solidPolygon(hills) + pen.disc(P(22, 0), 5.5), evenOdd: false)
        }
        // A portrait page holding a bulleted list.
        let portrait = CGRect(x: -36, y: -46, width: 72, height: 92)
        let portraitList: @Sendable (Pen) -> Path = { pen in
            let thin = Pen(w: Swift.min(pen.w, 7))
            var list = Path()
            for y in [CGFloat(-20), 0, 20] {
                list = list + thin.disc(P(-17, y), thin.h + 1.5) + thin.line(P(-5, y), P(19, y))
            }
            return list
        }
        table["list.bullet.rectangle.portrait"] = { pen in
            Glyph(secondary: pen.frame(portrait.insetBy(dx: pen.h, dy: pen.h), 12 - pen.h), primary: portraitList(pen))
        }
        table["list.bullet.rectangle.portrait.fill"] = { pen in Glyph(base: pen.box(portrait, 12), knockout: portraitList(pen)) }
        // A clapperboard: a striped band along the top of the board, the clapper stick raised off it.
        table["movieclapper"] = { pen in
            let thin = Pen(w: Swift.min(pen.w, 7))
            let hinge = P(-42, -14), a: CGFloat = -12 * .pi / 180, length: CGFloat = 84, depth: CGFloat = 12
            let d = P(cos(a), sin(a)), n = P(sin(a), -cos(a))
            let stick = [hinge, P(hinge.x + length * d.x, hinge.y + length * d.y),
                         P(hinge.x + length * d.x + depth * n.x, hinge.y + length * d.y + depth * n.y),
                         P(hinge.x + depth * n.x, hinge.y + depth * n.y)]
            var stripes = Path()
            for x in [CGFloat(-26), -2, 22] { stripes = stripes + thin.line(P(x, 8), P(x + 12, -6), caps: .butt) }
            let board = CGRect(x: -42, y: -6, width: 84, height: 48)
            return Glyph(pen.frame(board.insetBy(dx: pen.h, dy: pen.h), 8 - pen.h) + thin.line(P(-42, 10), P(42, 10), caps: .butt)
                + stripes + pen.loop(Outline.rounded(stick, 3, closed: true)))
        }
        // A capital A beside a text cursor.
        table["character.cursor.ibeam"] = { pen in
            let thin = Pen(w: Swift.min(pen.w, 7))
            let letter = pen.polyline([P(-44, 34), P(-18, -32), P(8, 34)]) + pen.line(P(-34, 12), P(-2, 12))
            let beam = thin.line(P(34, -38), P(34, 38)) + thin.line(P(24, -42), P(44, -42)) + thin.line(P(24, 42), P(44, 42))
            return Glyph(secondary: beam, primary: letter)
        }
        // A rectangle with a short bulleted list beneath it.
        table["list.bullet.below.rectangle"] = { pen in
            let thin = Pen(w: Swift.min(pen.w, 8))
            var list = Path()
            for y in [CGFloat(16), 38] { list = list + thin.disc(P(-38, y), thin.h + 2) + thin.line(P(-22, y), P(44, y)) }
            let rect = CGRect(x: -46, y: -44, width: 92, height: 40).insetBy(dx: pen.h, dy: pen.h)
            return Glyph(secondary: list, primary: pen.frame(rect, 9 - pen.h))
        }
        // `magnifyingglass` with an exclamation mark in its lens.
        table["exclamationmark.magnifyingglass"] = { pen in
            let c = P(-10, -10), r: CGFloat = 28
            let edge = P(c.x + (r + pen.h) * 0.7071, c.y + (r + pen.h) * 0.7071)
            return Glyph(secondary: pen.ring(c, r) + Pen(w: pen.w * 1.35).line(edge, P(40, 40)),
                         primary: Marks.exclamation(Pen(w: Swift.min(pen.w, 8)), 32).moved(c.x, c.y))
        }
        return table
    }
}
