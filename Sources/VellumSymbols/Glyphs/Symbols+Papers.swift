import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Pages, lists and stacks: `doc.richtext`, `doc.plaintext`, `list.bullet.rectangle`,
    /// `pencil.and.list.clipboard`, `note.text.badge.plus`, `photo.badge.plus`, `folder.badge.plus`,
    /// `square.on.square`, `play.rectangle`, `record.circle`, `server.rack`.
    static var papers: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        // The page of `doc` with a picture over two lines of text.
        let richText: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 8))
            let hills = [P(-18, 2), P(-8, -12), P(0, -4), P(7, -11), P(18, 2)]
            return Pen(w: 2).solidPolygon(hills) + pen.disc(P(-12, -24), 4.5)
                + pen.line(P(-18, 16), P(18, 16)) + pen.line(P(-18, 30), P(6, 30))
        }
        // The page of `doc` filled with lines of text, the first beside the folded corner.
        let plainText: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 8))
            return pen.line(P(-18, -30), P(-6, -30)) + pen.line(P(-18, -14), P(18, -14)) + pen.line(P(-18, 2), P(18, 2))
                + pen.line(P(-18, 18), P(18, 18)) + pen.line(P(-18, 32), P(6, 32))
        }
        for (name, text) in [("doc.richtext", richText), ("doc.plaintext", plainText)] {
            table[name] = { pen in Glyph(secondary: text(pen), primary: pen.loop(docPage) + docFold(pen)) }
            table[name + ".fill"] = { pen in Glyph(base: pen.solidPolygon(docPage), knockout: text(pen)) }
        }
        // A landscape card holding a bulleted list.
        let card = CGRect(x: -46, y: -36, width: 92, height: 72)
        let list: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 7))
            return [CGFloat(-17), 0, 17].reduce(Path()) { $0 + pen.disc(P(-26, $1), pen.h + 1.5) + pen.line(P(-13, $1), P(28, $1)) }
        }
        table["list.bullet.rectangle"] = { pen in
            Glyph(secondary: pen.frame(card.insetBy(dx: pen.h, dy: pen.h), 10 - pen.h), primary: list(pen))
        }
        table["list.bullet.rectangle.fill"] = { pen in Glyph(base: pen.box(card, 10), knockout: list(pen)) }
        // A clipboard holding a list, a pencil across its bottom trailing corner, the board cut back round it.
        table["pencil.and.list.clipboard"] = { heavy in
            // The board stops thickening before it reaches the list.
            let pen = Pen(w: Swift.min(heavy.w, 9))
            let i = pen.h, board = CGRect(x: -46, y: -36, width: 68, height: 80), clip = CGRect(x: -29, y: -44, width: 34, height: 17)
            let edge = Outline.rounded([P(clip.minX, board.minY + i), P(board.minX + i, board.minY + i), P(board.minX + i, board.maxY - i),
                                        P(board.maxX - i, board.maxY - i), P(board.maxX - i, board.minY + i), P(clip.maxX, board.minY + i)], 10 - i)
            let a = P(5, 44), b = P(43, 6), reach = 7 + pen.w + 3
            let runs = Outline.split(Outline.denseOpen(edge)) { Outline.distance($0, toSegment: a, b) > reach }
            let thin = Pen(w: Swift.min(pen.w, 7))
            let rows = thin.disc(P(-30, -12), thin.h + 1.5) + thin.line(P(-20, -12), P(8, -12))
                + thin.disc(P(-30, 6), thin.h + 1.5) + thin.line(P(-20, 6), P(8, 6))
                + thin.disc(P(-30, 24), thin.h + 1.5) + thin.line(P(-20, 24), P(-8, 24))
            let body = runs.reduce(pen.frame(clip.insetBy(dx: i, dy: i), 5)) { $0 + pen.polyline($1, start: .butt, end: .butt) }
            let tool = pencil(Pen(w: Swift.min(pen.w, 7)), scale: 0.5).rotated(-45).moved(25, 24)
            return Glyph(secondary: body + rows, primary: tool)
        }
        // The note of `note.text` with a plus over its top trailing corner.
        let note = Outline.rounded([P(-42, -42), P(42, -42), P(42, 14), P(14, 42), P(-42, 42)], 9, closed: true)
        let plusAt = P(32, -32)
        table["note.text.badge.plus"] = badged(note, at: plusAt, clear: 23, badge: { pen in Marks.plus(pen, 36).moved(plusAt.x, plusAt.y) },
                                               inner: { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 8))
            return pen.line(P(-24, -22), P(-2, -22)) + pen.line(P(-24, -4), P(20, -4)) + pen.line(P(-24, 14), P(-2, 14))
                + heavy.polyline([P(14, 42), P(14, 14), P(42, 14)], start: .butt, end: .butt)
        }, filled: false)
        // The photo with a plus over its top trailing corner.
        let photo = Outline.rounded([P(-46, -36), P(46, -36), P(46, 36), P(-46, 36)], 10, closed: true)
        let photoPlus = P(34, -28)
        table["photo.badge.plus"] = badged(photo, at: photoPlus, clear: 23, badge: { pen in Marks.plus(pen, 36).moved(photoPlus.x, photoPlus.y) },
                                           inner: { pen in pen.polyline([P(-34, 26), P(-12, 2), P(4, 16), P(16, 6), P(34, 26)]) }, filled: false)
        // The folder with a plus or a minus over its bottom trailing corner.
        let folder = [P(-46, -34), P(-14, -34), P(-6, -24), P(46, -24), P(46, 36), P(-46, 36)]
        let folderBadge = P(32, 28)
        for (name, mark) in [("folder.badge.plus", Marks.plus), ("folder.badge.minus", Marks.minus)] {
            table[name] = badged(folder, at: folderBadge, clear: 23, badge: { pen in mark(pen, 36).moved(folderBadge.x, folderBadge.y) },
                                 inner: { pen in pen.line(P(-46, -12), P(46, -12), caps: .butt) }, filled: false)
        }
        // A square in front of, and down and to the right of, another.
        let front = CGRect(x: -14, y: -14, width: 60, height: 60)
        table["square.on.square"] = { pen in
            let i = pen.h, gap = front.minX - 6 - i, top = front.minY - 6 - i
            let back = Outline.rounded([P(gap, 14 - i), P(-46 + i, 14 - i), P(-46 + i, -46 + i), P(14 - i, -46 + i), P(14 - i, top)], 10 - i)
            return Glyph(secondary: pen.polyline(back), primary: pen.frame(front.insetBy(dx: i, dy: i), 10 - i))
        }
        // A play button in a rectangle.
        let screen = CGRect(x: -48, y: -34, width: 96, height: 68)
        let play: @Sendable (Pen) -> Path = { pen in Marks.play(Pen(w: Swift.min(pen.w, 6)), 32) }
        table["play.rectangle"] = { pen in Glyph(secondary: pen.frame(screen.insetBy(dx: pen.h, dy: pen.h), 12 - pen.h), primary: play(pen)) }
        table["play.rectangle.fill"] = { pen in Glyph(base: pen.box(screen, 12), knockout: play(pen)) }
        // A record button: a disc in a ring, or a disc ringed by a gap in a filled circle.
        table["record.circle"] = { pen in Glyph(secondary: Enclosure.circle.outline(pen), primary: pen.disc(.zero, 25)) }
        table["record.circle.fill"] = { pen in
            Glyph(base: Enclosure.circle.solid(pen), knockout: Pen(w: Swift.min(pen.w, 6)).ring(.zero, 28))
        }
        // Three rack units stacked, each with two lights at its leading end.
        table["server.rack"] = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 8)), lamp = Pen(w: Swift.min(heavy.w, 6))
            var units = Path(), lights = Path()
            for y in [CGFloat(-31), 0, 31] {
                units = units + pen.frame(CGRect(x: -46 + pen.h, y: y - 13 + pen.h, width: 92 - pen.w, height: 26 - pen.w), 6)
                lights = lights + lamp.disc(P(-30, y), 3.5) + lamp.disc(P(-19, y), 3.5)
            }
            return Glyph(secondary: lights, primary: units)
        }
        return table
    }
}
