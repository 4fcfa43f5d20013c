import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Eating out, studying and buildings: `fork.knife`, `cup.and.saucer`, `building.2`,
    /// `graduationcap`.
    static var places: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        // A fork (three tines over a rounded neck) beside a knife whose blade bellies out to the right.
        let blade = [P(18, -44)] + Curve.cubic(P(18, -44), P(36, -38), P(38, -10), P(30, 6)).dropFirst() + [P(18, 6)]
        table["fork.knife"] = { pen in
            let tines = [CGFloat(-34), -23, -12].reduce(Path()) { $0 + pen.line(P($1, -44), P($1, -18)) }
            let neck = Outline.rounded([P(-34, -18), P(-34, -4), P(-12, -4), P(-12, -18)], 11)
            return Glyph(tines + pen.polyline(neck, start: .butt, end: .butt) + pen.line(P(-23, -4), P(-23, 44))
                + pen.loop(blade) + pen.line(P(24, 6), P(24, 44)))
        }
        // A cup with its handle on the right, standing on a saucer.
        let cup = [P(-34, -30), P(26, -30)] + Curve.cubic(P(26, -30), P(26, 0), P(18, 18), P(2, 18)).dropFirst()
            + Curve.cubic(P(2, 18), P(-14, 18), P(-34, 6), P(-34, -30)).dropFirst().dropLast()
        let handleAndSaucer: @Sendable (Pen) -> Path = { pen in
            pen.arc(P(28, -12), 12, from: -80, to: 90) + pen.line(P(-44, 34), P(44, 34))
        }
        table["cup.and.saucer"] = { pen in Glyph(pen.loop(cup) + handleAndSaucer(pen)) }
        table["cup.and.saucer.fill"] = { pen in Glyph(pen.solidPolygon(cup) + handleAndSaucer(pen)) }
        // Two blocks of flats: a tall one on the left and a lower one on the right, each with windows.
        let tall = CGRect(x: -40, y: -44, width: 46, height: 88), low = CGRect(x: 6, y: -16, width: 36, height: 60)
        let windows: [CGPoint] = [P(-25, -30), P(-12, -30), P(-25, -15), P(-12, -15), P(-25, 0), P(-12, 0), P(24, -2), P(24, 13)]
        let panes: @Sendable (Pen) -> Path = { pen in
            windows.reduce(Path()) { $0 + pen.box(CGRect(x: $1.x - 4.5, y: $1.y - 4.5, width: 9, height: 9), 2) }
        }
        table["building.2"] = { heavy in
            // The walls stop thickening before they reach the windows.
            let pen = Pen(w: Swift.min(heavy.w, 9)), i = pen.h
            let side = Outline.rounded([P(low.minX, low.minY + i), P(low.maxX - i, low.minY + i), P(low.maxX - i, low.maxY - i), P(low.minX, low.maxY - i)], 6)
            return Glyph(pen.frame(tall.insetBy(dx: i, dy: i), 6) + pen.polyline(side, start: .butt, end: .butt) + panes(pen))
        }
        table["building.2.fill"] = { pen in
            Glyph(base: pen.box(tall, 6) + pen.box(CGRect(x: low.minX - 6, y: low.minY, width: low.width + 6, height: low.height), 6),
                  knockout: panes(pen), evenOdd: false)
        }
        // A mortarboard over the cap's band, a tassel hanging from its right corner.
        let board = [P(0, -38), P(44, -17), P(0, 4), P(-44, -17)]
        let tassel: @Sendable (Pen) -> Path = { pen in pen.line(P(36, -13), P(36, 20)) }
        let capBottom = Curve.cubic(P(28, 16), P(14, 28), P(-14, 28), P(-28, 16))
        table["graduationcap"] = { pen in
            let band = [P(28, -9)] + capBottom + [P(-28, -9)]
            return Glyph(pen.loop(board) + pen.polyline(band, start: .butt, end: .butt) + tassel(pen))
        }
        table["graduationcap.fill"] = { pen in
            // The band's top follows the board's lower edges a stroke below them.
            let g = pen.w
            let band = [P(-28, -8.5 + g), P(0, 4 + g), P(28, -8.5 + g)] + capBottom
            return Glyph(pen.solidPolygon(board) + pen.solidPolygon(band) + tassel(pen))
        }
        return table
    }
}
