import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// People: `person`, `person.circle`, `person.crop.circle`, `person.crop.square`, `person.2`, `person.3`.
    static var people: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        table["person"] = { pen in Glyph(person(pen, filled: false)) }
        table["person.fill"] = { pen in Glyph(person(pen, filled: true)) }
        let small: MarkBuilder = { pen, s in person(pen, filled: false).scaled(s / 100) }
        let smallFilled: MarkBuilder = { pen, s in person(pen, filled: true).scaled(s / 100) }
        table["person.circle"] = Enclosure.circle.glyph(small, size: 58, filled: false)
        table["person.circle.fill"] = Enclosure.circle.glyph(smallFilled, size: 58, filled: true)
        table["person.crop.circle"] = { pen in
            Glyph(secondary: Enclosure.circle.outline(pen), primary: croppedPerson(pen, filled: false))
        }
        table["person.crop.circle.fill"] = { pen in
            Glyph(base: Enclosure.circle.solid(pen), knockout: croppedPerson(pen, filled: true))
        }
        table["person.crop.square"] = { pen in
            Glyph(secondary: Enclosure.square.outline(pen), primary: croppedPerson(pen, filled: false, in: .square))
        }
        table["person.crop.square.fill"] = { pen in
            Glyph(base: Enclosure.square.solid(pen), knockout: croppedPerson(pen, filled: true, in: .square))
        }
        // Two people: the one behind cut back a gap short of the one in front, as SF Symbols draws them.
        let front = PersonFigure(scale: 0.86, offset: P(-16, 4)), back = PersonFigure(scale: 0.72, offset: P(26, -6))
        table["person.2"] = { pen in
            Glyph(secondary: back.outline(pen, behind: front, margin: 5 + pen.w), primary: front.outline(pen))
        }
        table["person.2.fill"] = { pen in
            Glyph(secondary: back.solid(pen, behind: front, margin: 5 + pen.w), primary: front.solid(pen))
        }
        // Three people: one in front, the other two behind it to either side.
        for (name, filled) in [("person.3", false), ("person.3.fill", true)] {
            table[name] = { pen in
                Glyph(secondary: person(pen, filled: filled).scaled(0.5).moved(-29, -8) + person(pen, filled: filled).scaled(0.5).moved(29, -8),
                      primary: person(pen, filled: filled).scaled(0.72).moved(0, 7))
            }
        }
        table["person.badge.plus"] = { pen in
            Glyph(secondary: Marks.plus(pen, 34).moved(36, -16), primary: person(pen, filled: false).moved(-12, 0))
        }
        table["person.badge.minus"] = { pen in
            Glyph(secondary: Marks.minus(pen, 34).moved(36, -16), primary: person(pen, filled: false).moved(-8, 0))
        }
        table["person.fill.checkmark"] = { pen in
            Glyph(secondary: Marks.checkmark(Pen(w: Swift.min(pen.w, 9)), 36).moved(30, -12), primary: person(pen, filled: true).scaled(0.94).moved(-10, 2))
        }
        return table
    }

    /// A head over a rounded body, about 90 units tall.
    static func person(_ pen: Pen, filled: Bool) -> Path {
        let head = P(0, -24), headR: CGFloat = 20
        let body = Curve.arc(P(0, 42), 36, from: 180, to: 360, rx: 38)
        if filled { return pen.disc(head, headR) + pen.solidPolygon(body) }
        return pen.ring(head, headR - pen.h) + pen.loop(body)
    }

    /// A head and shoulders cut off by the circle or rounded square they sit in.
    private static func croppedPerson(_ pen: Pen, filled: Bool, in enclosure: Enclosure = .circle) -> Path {
        let head = P(0, -14), headR: CGFloat = 18
        let shoulders = Curve.arc(P(0, 52), 46, from: 180, to: 360, rx: 40)
        var outline: [CGPoint]
        switch enclosure {
        case .circle:
            let limit = Enclosure.circleRadius - pen.w - pen.w * 0.6
            let dome = shoulders.filter { hypot($0.x, $0.y) < limit }
            guard let first = dome.first, let last = dome.last else { return Path() }
            let a0 = atan2(last.y, last.x) * 180 / .pi, a1 = atan2(first.y, first.x) * 180 / .pi
            outline = dome + Curve.arc(.zero, limit, from: a0, to: a1 < a0 ? a1 + 360 : a1)
            if !filled {
                outline = outline.map { p -> CGPoint in
                    let d = hypot(p.x, p.y)
                    return d >= limit - 0.5 ? P(p.x * (limit - pen.h) / d, p.y * (limit - pen.h) / d) : p
                }
            }
        case .square:
            // The shoulders stop a gap above the square's bottom edge, cut straight across.
            let limit = Enclosure.squareHalf - pen.w - pen.w * 0.6 - (filled ? 0 : pen.h)
            let dome = shoulders.filter { $0.y < limit }
            guard let first = dome.first, let last = dome.last else { return Path() }
            outline = [P(first.x, limit)] + dome + [P(last.x, limit)]
        }
        if filled { return pen.disc(head, headR) + Path { p in p.addLines(outline); p.closeSubpath() }.orientedSolid() }
        return pen.ring(head, headR - pen.h) + pen.loop(outline)
    }
}
