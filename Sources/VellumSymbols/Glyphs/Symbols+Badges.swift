import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Glyphs with a badge or a ring of arrows added: `app.badge`, `calendar.badge.plus`,
    /// `clock.arrow.circlepath`, `house.circle`.
    static var badges: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        // The app icon with a dot over its top trailing corner, the icon cut back around it.
        let icon = CGRect(x: -44, y: -44, width: 88, height: 88), dot = P(33, -33), dotR: CGFloat = 14
        for (name, filled) in [("app.badge", false), ("app.badge.fill", true)] {
            table[name] = { pen in
                let i = pen.h, r = icon.insetBy(dx: i, dy: i)
                let loop = Outline.rounded([P(r.minX, r.minY), P(r.maxX, r.minY), P(r.maxX, r.maxY), P(r.minX, r.maxY)], 24 - i, closed: true)
                return badged(loop, at: dot, clear: dotR + 5, badge: { pen in pen.disc(dot, dotR) }, filled: filled)(pen)
            }
        }
        // The calendar with a plus over its bottom trailing corner.
        let plus = P(32, 32), plusSize: CGFloat = 36
        table["calendar.badge.plus"] = { pen in
            let r = calendarRect
            let page = Outline.rounded([P(r.minX, r.minY), P(r.maxX, r.minY), P(r.maxX, r.maxY), P(r.minX, r.maxY)], 12, closed: true)
            let clear = plusSize / 2 + 5
            return badged(page, at: plus, clear: clear, badge: { pen in Marks.plus(pen, plusSize).moved(plus.x, plus.y) },
                          inner: { pen in calendarBand(pen) + calendarDots(pen, clearOf: plus, clear + 6) }, filled: false)(pen)
        }
        // A clock face inside an arrow running anticlockwise round it.
        table["clock.arrow.circlepath"] = { pen in
            let hands = Pen(w: Swift.min(pen.w, 9)).polyline([P(0, -18), P(0, 0), P(13, 9)])
            return Glyph(secondary: hands, primary: circularArrow(pen).scaled(0.92).mirroredX())
        }
        // A house (a gable over walls, the door cut into the bottom) in a circle.
        let house = [P(0, -42), P(40, -8), P(40, 40), P(11, 40), P(11, 12), P(-11, 12), P(-11, 40), P(-40, 40), P(-40, -8)]
        let houseMark: MarkBuilder = { pen, s in pen.loop(house.map { P($0.x * s / 84, ($0.y - 2) * s / 84) }) }
        let houseSolid: MarkBuilder = { pen, s in pen.solidPolygon(house.map { P($0.x * s / 84, ($0.y - 2) * s / 84) }) }
        table["house.circle"] = Enclosure.circle.glyph(houseMark, size: 52, filled: false)
        table["house.circle.fill"] = Enclosure.circle.glyph(houseSolid, size: 52, filled: true)
        return table
    }

    /// `body` (a closed outline's centre line, clockwise on screen) with `badge` over it at `c`, the
    /// body's ink cut back to `clear` from `c`: outlined (the body secondary) or filled.
    /// `inner` draws what else belongs to the body (a bell's clapper, a calendar's days).
    static func badged(_ body: [CGPoint], at c: CGPoint, clear: CGFloat, badge: @escaping @Sendable (Pen) -> Path,
                       inner: @escaping @Sendable (Pen) -> Path = { _ in Path() }, filled: Bool) -> GlyphBuilder {
        { pen in
            if filled { return Glyph(secondary: pen.solidPolygon(Outline.bitten(body, by: c, clear + pen.h)) + inner(pen), primary: badge(pen)) }
            return Glyph(secondary: pen.polyline(Outline.cutOpen(body, by: c, clear + pen.h), start: .butt, end: .butt) + inner(pen),
                         primary: badge(pen))
        }
    }
}
