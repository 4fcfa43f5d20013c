import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Papers and the desk: `doc.on.doc`, `clipboard`, `newspaper`, `archivebox`,
    /// `printer`, `keyboard`, `qrcode`, `barcode`.
    static var office: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        // Two upright pages, the back one showing above and to the left of the front one (SF's pair is 0.81
        // times as wide as tall).
        let front = CGRect(x: -5, y: -22, width: 44, height: 70)
        table["doc.on.doc"] = { pen in
            let i = pen.h, gap = front.minX - 6 - i, top = front.minY - 6 - i
            let back = Outline.rounded([P(gap, 22 - i), P(-39 + i, 22 - i), P(-39 + i, -48 + i), P(5 - i, -48 + i), P(5 - i, top)], 10 - i)
            return Glyph(secondary: pen.polyline(back), primary: pen.frame(front.insetBy(dx: pen.h, dy: pen.h), 10 - pen.h))
        }
        table["doc.on.doc.fill"] = { pen in
            let i = pen.h, gap = front.minX - 6 - i, top = front.minY - 6 - i
            let back = [P(-39 + i, -48 + i), P(5 - i, -48 + i), P(5 - i, top), P(gap, top), P(gap, 22 - i), P(-39 + i, 22 - i)]
            return Glyph(secondary: pen.solidPolygon(Outline.rounded(back, 10 - i, closed: true)), primary: pen.box(front, 10))
        }
        // A board with a clip over the middle of its top edge.
        let board = CGRect(x: -38, y: -38, width: 76, height: 84)
        let clip = CGRect(x: -17, y: -46, width: 34, height: 17)
        table["clipboard"] = { pen in
            let i = pen.h, top = board.minY + i
            let edge = Outline.rounded([P(-17, top), P(-38 + i, top), P(-38 + i, 46 - i), P(38 - i, 46 - i), P(38 - i, top), P(17, top)], 10 - i)
            return Glyph(pen.polyline(edge, start: .butt, end: .butt) + pen.frame(clip.insetBy(dx: i, dy: i), 5))
        }
        table["clipboard.fill"] = { pen in
            let gap = Pen(w: Swift.min(pen.w, 5)).line(P(-12, clip.maxY + 3), P(12, clip.maxY + 3), caps: .butt)
            return Glyph(base: pen.box(board, 10) + pen.box(clip, 6), knockout: gap, evenOdd: false)
        }
        // The clipboard with three bulleted lines on its board.
        let listLines: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 7))
            return [-12, 6, 24].reduce(Path()) { path, y in
                path + pen.disc(P(-20, CGFloat(y)), pen.w * 0.75) + pen.line(P(-8, CGFloat(y)), P(22, CGFloat(y)))
            }
        }
        table["list.clipboard"] = { pen in
            let i = pen.h, top = board.minY + i
            let edge = Outline.rounded([P(-17, top), P(-38 + i, top), P(-38 + i, 46 - i), P(38 - i, 46 - i), P(38 - i, top), P(17, top)], 10 - i)
            return Glyph(pen.polyline(edge, start: .butt, end: .butt) + pen.frame(clip.insetBy(dx: i, dy: i), 5) + listLines(pen))
        }
        table["list.clipboard.fill"] = { pen in
            let gap = Pen(w: Swift.min(pen.w, 5)).line(P(-12, clip.maxY + 3), P(12, clip.maxY + 3), caps: .butt)
            return Glyph(base: pen.box(board, 10) + pen.box(clip, 6), knockout: gap + listLines(pen), evenOdd: false)
        }
        // A folded newspaper: a page with a picture and columns, a strip of the fold at its left.
        let paper = CGRect(x: -32, y: -42, width: 78, height: 84)
        let strip = Outline.rounded([P(-30, -18), P(-46, -18), P(-46, 34), P(-36, 42), P(-30, 42)], 8)
        let story: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, heavy.w < 7.5 ? 7 : 6))
            return pen.box(CGRect(x: -20, y: -29, width: 22, height: 19), 3)
                + pen.line(P(12, -26), P(34, -26)) + pen.line(P(12, -13), P(34, -13))
                + pen.line(P(-18, 1), P(34, 1)) + pen.line(P(-18, 14), P(34, 14)) + pen.line(P(-18, 27), P(16, 27))
        }
        table["newspaper"] = { pen in
            Glyph(secondary: pen.frame(paper.insetBy(dx: pen.h, dy: pen.h), 9 - pen.h) + pen.polyline(strip), primary: story(pen))
        }
        table["newspaper.fill"] = { pen in
            Glyph(base: pen.box(paper, 9) + pen.polyline(strip), knockout: story(pen), evenOdd: false)
        }
        // A box with a lid and a handle slot.
        let lid = CGRect(x: -42, y: -40, width: 84, height: 18)
        let body = Outline.rounded([P(-36, -24), P(-36, 40), P(36, 40), P(36, -24)], 9)
        table["archivebox"] = { pen in
            Glyph(pen.frame(lid, 5) + pen.polyline(body, start: .butt, end: .butt) + Pen(w: Swift.min(pen.w, 7)).line(P(-12, -4), P(12, -4)))
        }
        table["archivebox.fill"] = { pen in
            let lidSolid = pen.box(lid.insetBy(dx: -pen.h, dy: -pen.h), 5 + pen.h)
            let bodySolid = pen.box(CGRect(x: -36 - pen.h, y: lid.maxY + pen.h + 4, width: 72 + pen.w, height: 40 + pen.h - lid.maxY - 4), 9)
            return Glyph(base: lidSolid + bodySolid, knockout: Pen(w: Swift.min(pen.w, 7)).line(P(-12, 4), P(12, 4)))
        }
        // A printer: paper going in at the top and coming out at the front.
        let out = CGRect(x: -24, y: 4, width: 48, height: 38)
        let printerBody = Outline.rounded([P(-24, 20), P(-42, 20), P(-42, -24), P(42, -24), P(42, 20), P(24, 20)], 10)
        let feed = Outline.rounded([P(-24, -24), P(-24, -44), P(24, -44), P(24, -24)], 5)
        table["printer"] = { pen in
            Glyph(pen.polyline(printerBody, start: .butt, end: .butt) + pen.polyline(feed, start: .butt, end: .butt)
                + pen.frame(out, 4) + pen.disc(P(30, -10), Swift.max(pen.h, 4)))
        }
        table["printer.fill"] = { pen in
            let box = pen.box(CGRect(x: -42 - pen.h, y: -24 - pen.h, width: 84 + pen.w, height: 44 + pen.w), 10 + pen.h)
            return Glyph(base: box + pen.polyline(feed, start: .butt, end: .butt),
                         knockout: pen.frame(out, 4) + pen.disc(P(30, -10), Swift.max(pen.h, 4)), evenOdd: false)
        }
        table["keyboard"] = { pen in
            var keys = Path()
            for (row, y) in [CGFloat(-13), 2].enumerated() {
                for x in stride(from: CGFloat(-30), through: 30, by: 12) where !(row == 1 && abs(x) > 29) {
                    keys = keys + pen.box(CGRect(x: x - 4, y: y - 4, width: 8, height: 8), 2)
                }
            }
            let rect = CGRect(x: -46, y: -32, width: 92, height: 64).insetBy(dx: pen.h, dy: pen.h)
            return Glyph(secondary: pen.frame(rect, 9 - pen.h), primary: keys + Pen(w: Swift.min(pen.w, 8)).line(P(-18, 18), P(18, 18)))
        }
        table["qrcode"] = { pen in Glyph(qrcodeModules(pen)) }
        table["barcode"] = { _ in Glyph(barcodeBars()) }
        return table
    }

    /// The finder squares and modules of `qrcode`.
    static func qrcodeModules(_ pen: Pen) -> Path {
        let thin = Pen(w: Swift.min(pen.w, 7))
        var p = Path()
        for (x, y) in [(CGFloat(-40), CGFloat(-40)), (18, -40), (-40, 18)] {
            p = p + thin.frame(CGRect(x: x, y: y, width: 22, height: 22), 3) + pen.box(CGRect(x: x + 7, y: y + 7, width: 8, height: 8), 1.5)
        }
        let modules: [(CGFloat, CGFloat)] = [(-5, -44), (-5, -27), (-44, -5), (-27, -5), (-5, -5), (14, -5), (34, -5),
                                             (-5, 16), (-5, 34), (14, 14), (34, 14), (24, 24), (14, 34), (34, 34)]
        for (x, y) in modules { p = p + pen.box(CGRect(x: x, y: y, width: 10, height: 10), 2) }
        return p
    }

    /// The bars of `barcode`, 79 units wide and 64 tall, centred on x = -3.5.
    static func barcodeBars() -> Path {
        let bars: [(CGFloat, CGFloat)] = [(-46, 5), (-37, 9), (-24, 4), (-16, 7), (-5, 4), (3, 10), (17, 4), (25, 4), (33, 8)]
        return bars.reduce(Path()) { $0 + Path(CGRect(x: $1.0, y: -32, width: $1.1, height: 64)) }
    }
}
