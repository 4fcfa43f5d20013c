import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Things: `photo`, `camera`, `doc`, `folder`, `pencil`, `link`,
    /// `paperplane`, `location`, `map`, `mappin`, `tag`, `flag`, `book`, `books.vertical`.
    static var objects: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        let photoRect = CGRect(x: -46, y: -36, width: 92, height: 72)
        let mountains = [P(-34, 26), P(-12, 2), P(4, 16), P(16, 6), P(34, 26)]
        table["photo"] = { pen in
            Glyph(pen.frame(photoRect, 10) + pen.polyline(mountains) + pen.disc(P(16, -14), 7))
        }
        table["photo.fill"] = { pen in
            Glyph(base: pen.box(photoRect.insetBy(dx: -pen.h, dy: -pen.h), 10 + pen.h),
                  knockout: Pen(w: 3).solidPolygon(mountains) + pen.disc(P(16, -14), 7))
        }
        let camera = [P(-46, -22), P(-20, -22), P(-13, -36), P(13, -36), P(20, -22), P(46, -22), P(46, 38), P(-46, 38)]
        table["camera"] = { pen in Glyph(pen.loop(camera) + pen.ring(P(0, 8), 15)) }
        table["camera.fill"] = { pen in Glyph(base: pen.solidPolygon(camera), knockout: pen.ring(P(0, 8), 15)) }
        let page = docPage
        let fold: @Sendable (Pen) -> Path = { pen in docFold(pen) }
        let textLines: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 9))
            return pen.line(P(-18, -4), P(18, -4)) + pen.line(P(-18, 12), P(18, 12)) + pen.line(P(-18, 28), P(6, 28))
        }
        table["doc"] = { pen in Glyph(pen.loop(page) + fold(pen)) }
        table["doc.fill"] = { pen in Glyph(pen.solidPolygon(page)) }
        table["doc.text"] = { pen in Glyph(secondary: pen.loop(page) + fold(pen), primary: textLines(pen)) }
        table["doc.text.fill"] = { pen in Glyph(base: pen.solidPolygon(page), knockout: textLines(pen)) }
        let folder = [P(-46, -34), P(-14, -34), P(-6, -24), P(46, -24), P(46, 36), P(-46, 36)]
        table["folder"] = { pen in Glyph(pen.loop(folder) + pen.line(P(-46, -12), P(46, -12))) }
        table["folder.fill"] = { pen in Glyph(pen.solidPolygon(folder)) }
        table["pencil"] = { pen in Glyph(pencil(pen).rotated(-45)) }
        table["square.and.pencil"] = { pen in
            Glyph(secondary: pen.polyline([P(6, -40), P(-30, -40), P(-40, -30), P(-40, 30), P(-30, 40), P(30, 40), P(40, 30), P(40, -6)]),
                  primary: pencil(pen).scaled(0.62).rotated(-45).moved(16, -16))
        }
        table["link"] = { pen in
            let link = CGRect(x: -13, y: -24, width: 26, height: 48)
            return Glyph((pen.frame(link.offsetBy(dx: 0, dy: -17), 13) + pen.frame(link.offsetBy(dx: 0, dy: 17), 13)).rotated(45))
        }
        let plane = [P(46, -44), P(-46, -6), P(-12, 6), P(-2, 44)]
        table["paperplane"] = { pen in Glyph(pen.loop(plane) + pen.line(P(-12, 6), P(46, -44))) }
        table["paperplane.fill"] = { pen in
            Glyph(base: pen.solidPolygon(plane), knockout: Pen(w: pen.w * 0.6).line(P(-10, 4), P(34, -34)))
        }
        let arrowhead = [P(42, -42), P(-44, -2), P(-2, 2), P(2, 44)]
        table["location"] = { pen in Glyph(pen.loop(arrowhead)) }
        table["location.fill"] = { pen in Glyph(pen.solidPolygon(arrowhead)) }
        let map = [P(-44, -32), P(-14, -42), P(14, -32), P(44, -42), P(44, 32), P(14, 42), P(-14, 32), P(-44, 42)]
        table["map"] = { pen in
            Glyph(pen.loop(map) + pen.line(P(-14, -42), P(-14, 32)) + pen.line(P(14, -32), P(14, 42)))
        }
        table["map.fill"] = { pen in
            let thin = Pen(w: pen.w * 0.5)
            return Glyph(base: pen.solidPolygon(map),
                         knockout: thin.line(P(-14, -36), P(-14, 27), caps: .butt) + thin.line(P(14, -27), P(14, 36), caps: .butt))
        }
        table["mappin"] = { pen in Glyph(pen.disc(P(0, -24), 18) + pen.line(P(0, -8), P(0, 46))) }
        table["mappin.and.ellipse"] = { pen in
            Glyph(secondary: pen.ovalRing(CGRect(x: -44, y: 26, width: 88, height: 22)),
                  primary: pen.disc(P(0, -28), 18) + pen.line(P(0, -12), P(0, 36)))
        }
        // A luggage tag, its pointed end with the hole up and to the right, as SF Symbols draws it:
        // 18.7 pt wide where Vellum's first drawing was 15.3 (issue 31's measurement), and mirrored.
        let tag = [P(59, 0), P(30, -28), P(-57, -28), P(-57, 28), P(30, 28)]
        table["tag"] = { pen in Glyph((pen.loop(tag) + pen.ring(P(25, 0), 7.5)).rotated(-45)) }
        table["tag.fill"] = { pen in Glyph(base: pen.solidPolygon(tag).rotated(-45), knockout: pen.disc(P(25, 0), 9).rotated(-45)) }
        let flag = Curve.cubic(P(-32, -40), P(-10, -52), P(12, -28), P(40, -40), steps: 12)
            + Curve.cubic(P(40, 8), P(12, 20), P(-10, -4), P(-32, 8), steps: 12)
        table["flag"] = { pen in Glyph(pen.loop(flag) + pen.line(P(-32, -40), P(-32, 46))) }
        table["flag.fill"] = { pen in Glyph(pen.solidPolygon(flag) + pen.line(P(-32, -40), P(-32, 46))) }
        // An open book: each page's top arches up from the spine to its outer corner, its bottom sags back down to it.
        let topLeft = Curve.cubic(P(0, -30), P(-12, -42), P(-32, -44), P(-46, -38), steps: 10)
        let bottomLeft = Curve.cubic(P(-46, 34), P(-32, 28), P(-12, 30), P(0, 42), steps: 10)
        let mirrored = { (points: [CGPoint]) in points.reversed().map { P(-$0.x, $0.y) } }
        let book = topLeft + bottomLeft + mirrored(bottomLeft).dropFirst() + mirrored(topLeft).dropLast()
        table["book"] = { pen in Glyph(pen.loop(book) + pen.line(P(0, -30), P(0, 42))) }
        table["book.fill"] = { pen in
            Glyph(base: pen.solidPolygon(book), knockout: Pen(w: pen.w * 0.5).line(P(0, -24), P(0, 36), caps: .butt))
        }
        // Three books on a shelf: two upright, the third leaning to the right, each spine with two bands.
        let upright = [CGRect(x: -48, y: -40, width: 20, height: 84), CGRect(x: -20, y: -40, width: 20, height: 84)]
        let leaning = CGRect(x: -10, y: -42, width: 20, height: 84)
        let bands: @Sendable (Pen, CGRect) -> Path = { pen, r in
            pen.line(P(r.minX, r.minY + 16), P(r.maxX, r.minY + 16), caps: .butt) + pen.line(P(r.minX, r.maxY - 16), P(r.maxX, r.maxY - 16), caps: .butt)
        }
        table["books.vertical"] = { pen in
            let thin = Pen(w: pen.w * 0.6)
            var path = Path()
            for r in upright { path.addPath(pen.frame(r, 4) + bands(thin, r)) }
            path.addPath((pen.frame(leaning, 4) + bands(thin, leaning)).rotated(18).moved(31, 1))
            return Glyph(path)
        }
        table["books.vertical.fill"] = { pen in
            let thin = Pen(w: pen.w * 0.6)
            var base = Path(), knockout = Path()
            for r in upright { base.addPath(pen.box(r.insetBy(dx: -pen.h, dy: -pen.h), 4 + pen.h)); knockout.addPath(bands(thin, r)) }
            base.addPath(pen.box(leaning.insetBy(dx: -pen.h, dy: -pen.h), 4 + pen.h).rotated(18).moved(31, 1))
            knockout.addPath(bands(thin, leaning).rotated(18).moved(31, 1))
            return Glyph(base: base, knockout: knockout)
        }
        return table
    }

    /// The page of `doc`: its centre line, clockwise on screen, the top trailing corner cut off.
    static let docPage = [P(-32, -46), P(8, -46), P(32, -22), P(32, 46), P(-32, 46)]

    /// The folded-down corner of `doc`.
    static func docFold(_ pen: Pen) -> Path { pen.polyline([P(8, -46), P(8, -22), P(32, -22)]) }

    /// A pencil lying left to right, its point on the left, `k` times its full size.
    static func pencil(_ pen: Pen, scale k: CGFloat = 1) -> Path {
        let body = [P(-50, 0), P(-32, -11), P(44, -11), P(44, 11), P(-32, 11)].map { P($0.x * k, $0.y * k) }
        return pen.loop(body) + pen.line(P(-32 * k, -11 * k), P(-32 * k, 11 * k)) + pen.line(P(32 * k, -11 * k), P(32 * k, 11 * k))
    }
}
