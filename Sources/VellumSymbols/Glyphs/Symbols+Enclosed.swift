import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Marks in shapes, circles and squares: `xmark.diamond`, `info.bubble`, `lock.square`, `bookmark.circle`,
    /// `trash.square`, `moon.circle`, `line.3.horizontal.circle`, two-digit numbers (`01.square`, `50.circle`),
    /// `circle.righthalf.fill`, `circle.dashed`, `text.book.closed`, `doc.badge.plus`, `arrow.down.doc`,
    /// `photo.badge.exclamationmark`, `play.tv`.
    static var enclosed: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        let diamond = [P(0, -46), P(44, 0), P(0, 46), P(-44, 0)]
        for (mark, builder, size) in [("xmark", Marks.xmark, CGFloat(28)), ("questionmark", Marks.question, 42), ("exclamationmark", Marks.exclamation, 42)] {
            let (outline, fill) = marked(diamond, builder, size: size)
            table["\(mark).diamond"] = outline
            table["\(mark).diamond.fill"] = fill
        }
        let (info, infoFill) = marked(bubblePoints(), Marks.info, size: 40, at: P(0, -6))
        table["info.bubble"] = info
        table["info.bubble.fill"] = infoFill
        table["lock.square"] = Enclosure.square.glyph(lockMark, size: 46, filled: false)
        table["lock.square.fill"] = Enclosure.square.glyph(lockMark, size: 46, filled: true)
        table["trash.square"] = Enclosure.square.glyph(trashMark, size: 48, filled: false)
        table["trash.square.fill"] = Enclosure.square.glyph(trashSolid, size: 48, filled: true)
        // Shapes scaled into circles and squares: outlined in the outlined enclosure, solid in the filled one.
        let bookmark = [P(-25, -42), P(25, -42), P(25, 42), P(0, 24), P(-25, 42)].map { P($0.x, $0.y - 2) }
        let crescent = crescentPoints()
        let shapes: [(String, [CGPoint], CGFloat, CGFloat)] = [("bookmark", bookmark, 44, 92), ("moon", crescent, 50, 90)]
        for (name, points, size, span) in shapes {
            let outline: MarkBuilder = { pen, s in pen.loop(points.map { P($0.x * s / span, $0.y * s / span) }) }
            let solid: MarkBuilder = { pen, s in pen.solidPolygon(points.map { P($0.x * s / span, $0.y * s / span) }) }
            for enclosure in [Enclosure.circle, .square] {
                let shape = enclosure == .circle ? "circle" : "square"
                table["\(name).\(shape)"] = enclosure.glyph(outline, size: size, filled: false)
                table["\(name).\(shape).fill"] = enclosure.glyph(solid, size: size, filled: true)
            }
        }
        let lines: MarkBuilder = { pen, s in
            [-s * 0.3, 0, s * 0.3].reduce(Path()) { $0 + pen.line(P(-s / 2 + pen.h, $1), P(s / 2 - pen.h, $1)) }
        }
        table["line.3.horizontal.circle"] = Enclosure.circle.glyph(lines, size: 48, filled: false)
        table["line.3.horizontal.circle.fill"] = Enclosure.circle.glyph(lines, size: 48, filled: true)
        // Two-digit numbers in circles and squares, the names public code uses.
        for (number, shapes) in [(1, ["square"]), (2, ["square"]), (3, ["square"]), (4, ["square"]), (18, ["circle"]),
                                 (20, ["square"]), (50, ["circle"])] {
            let mark: MarkBuilder = { heavy, s in
                let pen = Pen(w: Swift.min(heavy.w, s * 0.15)), advance = s * 0.66
                return Digits.mark(number / 10)(pen, s).moved(-advance / 2, 0) + Digits.mark(number % 10)(pen, s).moved(advance / 2, 0)
            }
            let label = number < 10 ? "0\(number)" : "\(number)"
            for shape in shapes {
                let enclosure = shape == "circle" ? Enclosure.circle : .square
                table["\(label).\(shape)"] = enclosure.glyph(mark, size: 42, filled: false)
                table["\(label).\(shape).fill"] = enclosure.glyph(mark, size: 42, filled: true)
            }
        }
        // A circle whose trailing half is filled.
        table["circle.righthalf.fill"] = { pen in
            var half = Path()
            half.move(to: P(0, -Enclosure.circleRadius))
            half.addArc(center: .zero, radius: Enclosure.circleRadius, startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: false)
            half.closeSubpath()
            return Glyph(secondary: Enclosure.circle.outline(pen), primary: half.orientedSolid())
        }
        // A circle drawn in short dashes.
        table["circle.dashed"] = { pen in
            let r = Enclosure.circleRadius - pen.h
            return Glyph((0..<16).reduce(Path()) { p, i in
                let a = CGFloat(i) * 22.5
                return p + pen.arc(.zero, r, from: a + 4, to: a + 13, caps: .round)
            })
        }
        // The closed book with lines of text on its cover.
        let coverText: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 6))
            return pen.line(P(-6, -28), P(22, -28)) + pen.line(P(-6, -16), P(22, -16)) + pen.line(P(-6, -4), P(12, -4))
        }
        table["text.book.closed"] = { pen in closedBook(pen, filled: false, cover: coverText(pen), pages: false) }
        table["text.book.closed.fill"] = { pen in closedBook(pen, filled: true, cover: coverText(pen), pages: false) }
        // The page of `doc` with a plus over its bottom trailing corner.
        let plusAt = P(30, 30)
        table["doc.badge.plus"] = badged(docPage, at: plusAt, clear: 23, badge: { pen in Marks.plus(pen, 36).moved(plusAt.x, plusAt.y) },
                                         inner: { pen in docFold(pen) }, filled: false)
        // The page of `doc` with an arrow down into it or up out of it.
        for (name, degrees) in [("arrow.down.doc", CGFloat(90)), ("arrow.up.doc", -90)] {
            let (outline, fill) = marked(docPage, { pen, s in Marks.arrowOutline(pen, length: s, head: s * 0.45).rotated(degrees) }, size: 46, at: P(0, 8))
            table[name] = { pen in Glyph(outline(pen).layers.map { $0.level == 1 ? GlyphLayer(path: $0.path + docFold(pen), level: 1, evenOdd: $0.evenOdd, monochrome: true) : $0 }) }
            table[name + ".fill"] = fill
        }
        // The photo with an exclamation mark over its top trailing corner.
        let photo = Outline.rounded([P(-46, -36), P(46, -36), P(46, 36), P(-46, 36)], 10, closed: true)
        let alertAt = P(34, -26)
        table["photo.badge.exclamationmark"] = badged(photo, at: alertAt, clear: 20, badge: { pen in
            Marks.exclamation(Pen(w: Swift.min(pen.w, 9)), 40).moved(alertAt.x, alertAt.y)
        }, inner: { pen in pen.polyline([P(-34, 26), P(-12, 2), P(4, 16), P(16, 6), P(34, 26)]) }, filled: false)
        // A television with a play button on its screen.
        let screen = CGRect(x: -46, y: -38, width: 92, height: 62)
        let play: @Sendable (Pen) -> Path = { pen in Marks.play(Pen(w: Swift.min(pen.w, 6)), 28).moved(0, -7) }
        table["play.tv"] = { pen in
            Glyph(secondary: pen.line(P(-18, 38), P(18, 38)), primary: pen.frame(screen.insetBy(dx: pen.h, dy: pen.h), 9 - pen.h) + play(pen))
        }
        table["play.tv.fill"] = { pen in
            Glyph([GlyphLayer(path: pen.line(P(-18, 38), P(18, 38)), level: 1, evenOdd: false, monochrome: true)]
                + Glyph(base: pen.box(screen, 9), knockout: play(pen)).layers)
        }
        return table
    }
}
