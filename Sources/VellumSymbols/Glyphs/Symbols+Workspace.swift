import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Mail, tables and the working desk: `mail`, `tablecells`, `person.fill.badge.plus`,
    /// `book.pages`, `character.book.closed`, `gobackward.5`/`.10`, `goforward.5`/`.10`, `app`, `arrow.up.right.square`,
    /// `bell.badge`, `curlybraces`, `square.stack`, `powerplug`, `scroll`, `textformat.size`,
    /// `textformat.abc`, `popcorn`.
    static var workspace: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        // An envelope seen from the back: the flap over two folds from the lower corners.
        let letter = CGRect(x: -46, y: -34, width: 92, height: 68)
        table["mail"] = { pen in
            let thin = Pen(w: Swift.min(pen.w, 7))
            return Glyph(pen.frame(letter.insetBy(dx: pen.h, dy: pen.h), 10 - pen.h)
                + pen.polyline([P(-38, -25), P(0, 4), P(38, -25)])
                + thin.line(P(-37, 25), P(-14, 4)) + thin.line(P(37, 25), P(14, 4)))
        }
        table["mail.fill"] = { pen in
            let thin = Pen(w: pen.w * 0.7)
            return Glyph(base: pen.box(letter, 10),
                         knockout: thin.polyline([P(-36, -24), P(0, 2), P(36, -24)])
                            + thin.line(P(-36, 24), P(-15, 6)) + thin.line(P(36, 24), P(15, 6)))
        }
        // A table: a header row over two columns of rows.
        let sheet = CGRect(x: -46, y: -38, width: 92, height: 76)
        table["tablecells"] = { pen in
            let grid = Pen(w: Swift.min(pen.w, 7)), i = pen.h
            return Glyph(pen.frame(sheet.insetBy(dx: i, dy: i), 10 - i)
                + grid.line(P(-46 + i, -12), P(46 - i, -12), caps: .butt) + grid.line(P(-46 + i, 13), P(46 - i, 13), caps: .butt)
                + grid.line(P(0, -38 + i), P(0, 38 - i), caps: .butt))
        }
        table["tablecells.fill"] = { pen in
            let grid = Pen(w: Swift.min(pen.w * 0.6, 5))
            return Glyph(base: pen.box(sheet, 10),
                         knockout: grid.line(P(-46, -12), P(46, -12), caps: .butt) + grid.line(P(-46, 13), P(46, 13), caps: .butt)
                            + grid.line(P(0, -38), P(0, -12 - grid.h), caps: .butt) + grid.line(P(0, -12 + grid.h), P(0, 13 - grid.h), caps: .butt)
                            + grid.line(P(0, 13 + grid.h), P(0, 38), caps: .butt), evenOdd: false)
        }
        table["person.fill.badge.plus"] = { pen in
            Glyph(secondary: Marks.plus(pen, 32).moved(33, -18), primary: person(pen, filled: true).scaled(0.94).moved(-10, 2))
        }
        table["book.pages"] = { pen in closedBook(pen, filled: false) }
        table["book.pages.fill"] = { pen in closedBook(pen, filled: true) }
        table["book.closed"] = { pen in closedBook(pen, filled: false, pages: false) }
        table["book.closed.fill"] = { pen in closedBook(pen, filled: true, pages: false) }
        // The closed book with a capital A on its cover.
        let coverLetter: @Sendable (Pen) -> Path = { pen in Marks.letterA(Pen(w: Swift.min(pen.w, 8)), 38).moved(8, -12) }
        table["character.book.closed"] = { pen in closedBook(pen, filled: false, cover: coverLetter(pen)) }
        table["character.book.closed.fill"] = { pen in closedBook(pen, filled: true, cover: coverLetter(pen)) }
        // Circular arrows with the number of seconds skipped inside.
        table["goforward.10"] = { pen in Glyph(secondary: numeral([1, 0], pen), primary: circularArrow(pen).scaled(0.92)) }
        table["gobackward.5"] = { pen in Glyph(secondary: numeral([5], pen), primary: circularArrow(pen).scaled(0.92).mirroredX()) }
        table["goforward.5"] = { pen in Glyph(secondary: numeral([5], pen), primary: circularArrow(pen).scaled(0.92)) }
        table["gobackward.10"] = { pen in Glyph(secondary: numeral([1, 0], pen), primary: circularArrow(pen).scaled(0.92).mirroredX()) }
        table["goforward.15"] = { pen in Glyph(secondary: numeral([1, 5], pen), primary: circularArrow(pen).scaled(0.92)) }
        table["gobackward.15"] = { pen in Glyph(secondary: numeral([1, 5], pen), primary: circularArrow(pen).scaled(0.92).mirroredX()) }
        table["goforward.30"] = { pen in Glyph(secondary: numeral([3, 0], pen), primary: circularArrow(pen).scaled(0.92)) }
        table["gobackward.30"] = { pen in Glyph(secondary: numeral([3, 0], pen), primary: circularArrow(pen).scaled(0.92).mirroredX()) }
        table["goforward"] = { pen in Glyph(circularArrow(pen).scaled(0.92)) }
        table["gobackward"] = { pen in Glyph(circularArrow(pen).scaled(0.92).mirroredX()) }
        // An app icon: the rounded square of `plus.app`.
        let icon = CGRect(x: -44, y: -44, width: 88, height: 88)
        table["app"] = { pen in Glyph(pen.frame(icon.insetBy(dx: pen.h, dy: pen.h), 24 - pen.h)) }
        table["app.fill"] = { pen in Glyph(pen.box(icon, 24)) }
        let outward: MarkBuilder = { pen, s in Marks.arrowOutline(pen, length: s, head: s * 0.5).rotated(-45) }
        table["arrow.up.right.square"] = Enclosure.square.glyph(outward, size: 56, filled: false)
        table["arrow.up.right.square.fill"] = Enclosure.square.glyph(outward, size: 56, filled: true)
        // A bell with a dot at its top right, the bell cut back around the dot.
        let badge = P(33, -33), badgeR: CGFloat = 12
        let bell = bellPoints().map { P($0.x * 0.94 - 5, $0.y * 0.94 + 4) }
        table["bell.badge"] = badged(bell, at: badge, clear: badgeR + 4, badge: { pen in pen.disc(badge, badgeR) },
                                     inner: { pen in clapper(pen).scaled(0.94).moved(-5, 4) }, filled: false)
        table["bell.badge.fill"] = badged(bell, at: badge, clear: badgeR + 4, badge: { pen in pen.disc(badge, badgeR) },
                                          inner: { pen in clapper(pen).scaled(0.94).moved(-5, 4) }, filled: true)
        // A pair of curly braces.
        let brace = Outline.rounded([P(-22, -42), P(-32, -42), P(-31, -7), P(-42, 0), P(-31, 7), P(-31, 42), P(-21, 42)], 10)
        table["curlybraces"] = { pen in Glyph(pen.polyline(brace) + pen.polyline(brace).mirroredX()) }
        // A square, and a wide rectangle, with the top of another showing behind each.
        table["square.stack"] = stack(front: CGRect(x: -42, y: -26, width: 84, height: 72), backHalfWidth: 32, backTop: -46, corner: 12, filled: false)
        table["square.stack.fill"] = stack(front: CGRect(x: -42, y: -26, width: 84, height: 72), backHalfWidth: 32, backTop: -46, corner: 12, filled: true)
        table["rectangle.stack"] = stack(front: CGRect(x: -46, y: -22, width: 92, height: 64), backHalfWidth: 36, backTop: -40, corner: 11, filled: false)
        table["rectangle.stack.fill"] = stack(front: CGRect(x: -46, y: -22, width: 92, height: 64), backHalfWidth: 36, backTop: -40, corner: 11, filled: true)
        // A mains plug: two prongs over a rounded body and a short cord.
        let plug = [P(-26, -22), P(26, -22), P(26, 4), P(10, 24), P(-10, 24), P(-26, 4)]
        let prongs: @Sendable (Pen) -> Path = { pen in
            pen.line(P(-12, -46), P(-12, -22), caps: .butt) + pen.line(P(12, -46), P(12, -22), caps: .butt)
        }
        table["powerplug"] = { pen in
            Glyph(pen.loop(plug) + prongs(pen) + pen.line(P(0, 24), P(0, 46), caps: .butt))
        }
        table["powerplug.fill"] = { pen in
            Glyph(pen.solidPolygon(plug) + prongs(pen) + pen.line(P(0, 20), P(0, 46), caps: .butt))
        }
        // A sheet of parchment between two rolls.
        let sheetRect = CGRect(x: -30, y: -34, width: 60, height: 68)
        let rolls: @Sendable (Pen) -> Path = { pen in
            pen.frame(CGRect(x: -42, y: -46 + pen.h, width: 84, height: 16), 8) + pen.frame(CGRect(x: -42, y: 30 - pen.h, width: 84, height: 16), 8)
        }
        let writing: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 7))
            return pen.line(P(-16, -12), P(16, -12)) + pen.line(P(-16, 0), P(16, 0)) + pen.line(P(-16, 12), P(6, 12))
        }
        table["scroll"] = { pen in
            Glyph(secondary: writing(pen), primary: rolls(pen) + pen.line(P(-30, -30 + pen.h), P(-30, 30 - pen.h), caps: .butt)
                + pen.line(P(30, -30 + pen.h), P(30, 30 - pen.h), caps: .butt))
        }
        table["scroll.fill"] = { pen in
            let roll = CGRect(x: -42 - pen.h, y: -46, width: 84 + pen.w, height: 16 + pen.w)
            return Glyph(base: pen.box(sheetRect.insetBy(dx: -pen.h, dy: 0), 4) + pen.box(roll, 8 + pen.h) + pen.box(roll.offsetBy(dx: 0, dy: 76 - pen.w), 8 + pen.h),
                         knockout: writing(pen), evenOdd: false)
        }
        // A small capital A beside a large one.
        table["textformat.size"] = { pen in
            Glyph(pen.polyline([P(-42, 34), P(-29, -4), P(-16, 34)]) + pen.line(P(-37, 21), P(-21, 21))
                + pen.polyline([P(0, 34), P(22, -36), P(44, 34)]) + pen.line(P(8, 12), P(36, 12)))
        }
        // Lowercase a, b and c.
        table["textformat.abc"] = { pen in
            Glyph(pen.ovalRing(CGRect(x: -46, y: 2, width: 24, height: 28)) + pen.line(P(-22, 2), P(-22, 30))
                + pen.line(P(-10, -28), P(-10, 30)) + pen.ovalRing(CGRect(x: -10, y: 2, width: 24, height: 28))
                + pen.polyline(Curve.arc(P(37, 16), 14, from: 40, to: 320, rx: 11)))
        }
        // A striped bucket heaped with popcorn.
        let bucket = [P(-32, -8), P(32, -8), P(22, 46), P(-22, 46)]
        let stripes: @Sendable (Pen) -> Path = { pen in pen.line(P(-10, -8), P(-7, 46), caps: .butt) + pen.line(P(10, -8), P(7, 46), caps: .butt) }
        let kernels = [(P(-19, -20), CGFloat(13)), (P(0, -32), 14), (P(19, -20), 13)]
        table["popcorn"] = { pen in
            var top = pen.arc(kernels[0].0, kernels[0].1, from: 150, to: 290) + pen.arc(kernels[2].0, kernels[2].1, from: 250, to: 390)
            top = top + pen.arc(kernels[1].0, kernels[1].1, from: 165, to: 375)
            return Glyph(pen.loop(bucket) + stripes(pen) + top)
        }
        table["popcorn.fill"] = { pen in
            var heap = Path()
            for (c, r) in kernels { heap = heap + pen.disc(c, r + pen.h) }
            return Glyph(secondary: heap, primary: Glyph(base: pen.solidPolygon(bucket), knockout: stripes(Pen(w: pen.w * 0.6))).layers[0].path)
        }
        return table
    }

    /// A closed book standing up: its spine at the left, the page edges along the bottom, and `mark`
    /// on its cover (drawn, or knocked out of the filled book).
    static func closedBook(_ pen: Pen, filled: Bool, cover mark: Path = Path(), pages: Bool = true) -> Glyph {
        let cover = CGRect(x: -36, y: -46, width: 72, height: 92)
        if filled {
            let cut = Pen(w: Swift.min(pen.w * 0.6, 5))
            let leaves = pages ? cut.line(P(-20, 34), P(36 - pen.w, 34), caps: .round) : Path()
            return Glyph(base: pen.box(cover, 9),
                         knockout: cut.line(P(-36, 22), P(36, 22), caps: .butt) + cut.line(P(-20, -46), P(-20, 22 - cut.h), caps: .butt)
                            + leaves + mark, evenOdd: false)
        }
        let i = pen.h, thin = Pen(w: Swift.min(pen.w, 6))
        return Glyph(secondary: pages ? thin.line(P(-20, 34), P(36 - i, 34), caps: .butt) : Path(),
                     primary: pen.frame(cover.insetBy(dx: i, dy: i), 9 - i) + pen.line(P(-36 + i, 22), P(36 - i, 22), caps: .butt)
                        + pen.line(P(-20, -46 + i), P(-20, 22), caps: .butt) + mark)
    }

    /// Digits side by side, 36 units tall, centred on the origin.
    static func numeral(_ digits: [Int], _ heavy: Pen) -> Path {
        let s: CGFloat = 36, pen = Pen(w: Swift.min(heavy.w, s * 0.16))
        let advance = s * 0.62
        var p = Path()
        for (k, d) in digits.enumerated() {
            let x = (CGFloat(k) - CGFloat(digits.count - 1) / 2) * advance
            p = p + Digits.mark(d)(pen, s).moved(x + (d == 1 ? -2 : 0), 0)
        }
        return p
    }

    /// A rounded `front` with the top strip of another, `backHalfWidth` to each side and reaching up to
    /// `backTop`, showing behind it (`square.stack`, `rectangle.stack`): outlined, the strip secondary,
    /// or filled.
    private static func stack(front: CGRect, backHalfWidth w: CGFloat, backTop: CGFloat, corner: CGFloat, filled: Bool) -> GlyphBuilder {
        { pen in
            let i = pen.h, top = front.minY - 6 - i
            let back = [P(-w + i, top), P(-w + i, backTop + i), P(w - i, backTop + i), P(w - i, top)]
            if filled { return Glyph(secondary: pen.solidPolygon(Outline.rounded(back, corner - 4)), primary: pen.box(front, corner)) }
            return Glyph(secondary: pen.polyline(Outline.rounded(back, corner - 2), start: .butt, end: .butt),
                         primary: pen.frame(front.insetBy(dx: i, dy: i), corner - i))
        }
    }
}
