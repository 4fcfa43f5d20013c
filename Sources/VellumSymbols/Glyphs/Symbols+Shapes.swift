import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Plain shapes and their filled forms.
    static var shapes: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        table["circle"] = { pen in Glyph(Enclosure.circle.outline(pen)) }
        table["circle.fill"] = { pen in Glyph(Enclosure.circle.solid(pen)) }
        table["square"] = { pen in Glyph(Enclosure.square.outline(pen)) }
        table["square.fill"] = { pen in Glyph(Enclosure.square.solid(pen)) }
        table["largecircle.fill.circle"] = { pen in
            Glyph(secondary: Enclosure.circle.outline(pen), primary: pen.disc(.zero, 26))
        }
        table["circle.circle"] = { pen in
            Glyph(secondary: Enclosure.circle.outline(pen), primary: pen.ring(.zero, 24))
        }
        let rect = CGRect(x: -48, y: -34, width: 96, height: 68)
        table["rectangle"] = { pen in Glyph(pen.frame(rect.insetBy(dx: pen.h, dy: pen.h), 12 - pen.h)) }
        table["rectangle.fill"] = { pen in Glyph(pen.box(rect, 12)) }
        // A video: the play triangle inside the rectangle (knocked out of the filled one).
        table["play.rectangle"] = { pen in Glyph(pen.frame(rect.insetBy(dx: pen.h, dy: pen.h), 12 - pen.h) + Marks.play(pen, 34)) }
        table["play.rectangle.fill"] = { pen in Glyph(base: pen.box(rect, 12), knockout: Marks.play(pen, 34)) }
        table["capsule"] = { pen in Glyph(pen.frame(rect.insetBy(dx: pen.h, dy: 6 + pen.h), 28 - pen.h)) }
        table["capsule.fill"] = { pen in Glyph(pen.box(rect.insetBy(dx: 0, dy: 6), 28)) }

        let polygons: [(String, [CGPoint])] = [
            ("triangle", [P(0, -40), P(46, 38), P(-46, 38)]),
            ("diamond", [P(0, -46), P(44, 0), P(0, 46), P(-44, 0)]),
            ("star", starPoints()),
            ("heart", heartPoints()),
            ("hexagon", (0..<6).map { i in
                let a = (CGFloat(i) * 60 - 90) * .pi / 180
                return P(44 * cos(a), 44 * sin(a))
            }),
            ("bookmark", [P(-25, -42), P(25, -42), P(25, 42), P(0, 24), P(-25, 42)]),
            ("bolt", [P(8, -46), P(-30, 8), P(-2, 8), P(-10, 46), P(30, -8), P(2, -8)]),
            ("shield", shieldPoints()),
        ]
        for (name, points) in polygons {
            table[name] = { pen in Glyph(pen.loop(points)) }
            table[name + ".fill"] = { pen in Glyph(pen.solidPolygon(points)) }
        }

        // Marks alone and enclosed.
        let marks: [(String, MarkBuilder, CGFloat, CGFloat)] = [
            ("plus", Marks.plus, 76, 48),
            ("minus", Marks.minus, 76, 48),
            ("xmark", Marks.xmark, 62, 36),
            ("checkmark", Marks.checkmark, 76, 48),
            ("exclamationmark", Marks.exclamation, 80, 52),
            ("questionmark", Marks.question, 80, 52),
            ("ellipsis", Marks.ellipsis, 82, 54),
            ("play", Marks.play, 60, 40),
            ("pause", Marks.pause, 56, 40),
            ("stop", Marks.stop, 44, 34),
        ]
        // play, pause and stop alone are media glyphs (Symbols+Media.swift).
        for (name, mark, alone, _) in marks where !["play", "pause", "stop"].contains(name) {
            table[name] = { pen in Glyph(mark(pen, alone)) }
        }
        for (name, mark, _, inside) in marks {
            for enclosure in [Enclosure.circle, .square] {
                let shape = enclosure == .circle ? "circle" : "square"
                table["\(name).\(shape)"] = enclosure.glyph(mark, size: inside, filled: false)
                table["\(name).\(shape).fill"] = enclosure.glyph(mark, size: inside, filled: true)
            }
        }
        table["info"] = { pen in Glyph(Marks.info(pen, 80)) }
        table["info.circle"] = Enclosure.circle.glyph(Marks.info, size: 54, filled: false)
        table["info.circle.fill"] = Enclosure.circle.glyph(Marks.info, size: 54, filled: true)
        table["exclamationmark.triangle"] = { pen in
            Glyph(secondary: pen.loop(warningTriangle()), primary: Marks.exclamation(Pen(w: Swift.min(pen.w, 9)), 44).moved(0, 6))
        }
        table["exclamationmark.triangle.fill"] = { pen in
            Glyph(base: pen.solidPolygon(warningTriangle()), knockout: Marks.exclamation(Pen(w: Swift.min(pen.w, 9)), 44).moved(0, 6))
        }
        return table
    }

    private static func warningTriangle() -> [CGPoint] { [P(0, -40), P(47, 40), P(-47, 40)] }

    /// A five-pointed star, point up, centred on its ink.
    private static func starPoints() -> [CGPoint] {
        let outer: CGFloat = 50, inner: CGFloat = 21
        let pts = (0..<10).map { i -> CGPoint in
            let r = i % 2 == 0 ? outer : inner
            let a = (CGFloat(i) * 36 - 90) * .pi / 180
            return P(r * cos(a), r * sin(a))
        }
        let ys = pts.map(\.y)
        let shift = -((ys.min() ?? 0) + (ys.max() ?? 0)) / 2
        return pts.map { P($0.x * 0.96, $0.y + shift) }
    }

    /// A heart from the classic parametric curve, about 90 units wide.
    static func heartPoints() -> [CGPoint] {
        (0..<72).map { i -> CGPoint in
            let t = CGFloat(i) / 72 * 2 * .pi
            let x = 16 * pow(sin(t), 3)
            let y = 13 * cos(t) - 5 * cos(2 * t) - 2 * cos(3 * t) - cos(4 * t)
            return P(x * 2.75, -y * 2.75 - 6)
        }
    }

    /// A shield: flat top, sides curving to a point.
    private static func shieldPoints() -> [CGPoint] {
        let right = [P(0, -44), P(34, -32)]
            + Curve.cubic(P(34, -32), P(34, 8), P(24, 30), P(0, 46), steps: 10).dropFirst()
        let left = right.dropFirst().dropLast().reversed().map { P(-$0.x, $0.y) }
        return right + left
    }
}
