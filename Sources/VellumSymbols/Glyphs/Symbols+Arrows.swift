import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Arrows and chevrons, alone and in circles and squares.
    static var arrows: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        let directions: [(name: String, degrees: CGFloat)] = [("right", 0), ("down", 90), ("left", 180), ("up", 270)]
        for (name, degrees) in directions {
            let arrow: MarkBuilder = { pen, s in Marks.arrow(pen, s).rotated(degrees) }
            let chevron: MarkBuilder = { pen, s in Marks.chevron(pen, s).rotated(degrees) }
            table["arrow.\(name)"] = { pen in Glyph(arrow(pen, 84)) }
            table["chevron.\(name)"] = { pen in Glyph(chevron(pen, 66)) }
            for enclosure in [Enclosure.circle, .square] {
                let shape = enclosure == .circle ? "circle" : "square"
                table["arrow.\(name).\(shape)"] = enclosure.glyph(arrow, size: 52, filled: false)
                table["arrow.\(name).\(shape).fill"] = enclosure.glyph(arrow, size: 52, filled: true)
                table["chevron.\(name).\(shape)"] = enclosure.glyph(chevron, size: 40, filled: false)
                table["chevron.\(name).\(shape).fill"] = enclosure.glyph(chevron, size: 40, filled: true)
            }
        }
        table["arrow.up.right"] = { pen in Glyph(Marks.arrowOutline(pen, length: 96, head: 44).rotated(-45)) }
        table["arrow.down.left"] = { pen in Glyph(Marks.arrowOutline(pen, length: 96, head: 44).rotated(135)) }
        table["arrow.up.left"] = { pen in Glyph(Marks.arrowOutline(pen, length: 96, head: 44).rotated(-135)) }
        table["arrow.down.right"] = { pen in Glyph(Marks.arrowOutline(pen, length: 96, head: 44).rotated(45)) }
        table["arrow.clockwise"] = { pen in Glyph(circularArrow(pen)) }
        table["arrow.counterclockwise"] = { pen in Glyph(circularArrow(pen).mirroredX()) }
        // Two arrows side by side, heads as large as SF's (SF's pair is 1.24 times wider than tall).
        table["arrow.up.arrow.down"] = { pen in
            Glyph(Marks.arrowOutline(pen, length: 84, head: 40).rotated(-90).moved(-25, 0)
                + Marks.arrowOutline(pen, length: 84, head: 40).rotated(90).moved(25, 0))
        }
        table["arrow.left.arrow.right"] = { pen in
            Glyph(Marks.arrowOutline(pen, length: 84, head: 40).rotated(180).moved(0, -19)
                + Marks.arrowOutline(pen, length: 84, head: 40).moved(0, 19))
        }
        table["arrow.uturn.backward"] = { pen in
            let c = P(8, 4), r: CGFloat = 26
            var pts = [P(-40, c.y - r)]
            pts.append(contentsOf: Curve.arc(c, r, from: 270, to: 450))
            pts.append(P(-20, c.y + r))
            let head = pen.polyline([P(-22, c.y - r - 22), P(-44, c.y - r), P(-22, c.y - r + 22)])
            return Glyph(pen.polyline(pts) + head)
        }
        table["arrow.uturn.forward"] = { pen in
            let c = P(-8, 4), r: CGFloat = 26
            var pts = [P(40, c.y - r)]
            pts.append(contentsOf: Curve.arc(c, r, from: 270, to: 90))
            pts.append(P(20, c.y + r))
            let head = pen.polyline([P(22, c.y - r - 22), P(44, c.y - r), P(22, c.y - r + 22)])
            return Glyph(pen.polyline(pts) + head)
        }
        table["arrow.triangle.2.circlepath"] = { pen in
            let r: CGFloat = 36
            var p = pen.arc(.zero, r, from: 200, to: 330) + pen.arc(.zero, r, from: 20, to: 150)
            for (angle, turn) in [(CGFloat(330), CGFloat(1)), (150, 1)] {
                let a = angle * .pi / 180
                let tip = P(r * cos(a), r * sin(a))
                let tangent = P(-sin(a) * turn, cos(a) * turn)
                p = p + headTriangle(pen, tip: P(tip.x + tangent.x * 8, tip.y + tangent.y * 8), direction: tangent, size: 20)
            }
            return Glyph(p)
        }
        // Two chevrons, one over the other: 0.7 times as wide as tall, as iOS 18 draws them in a menu
        // picker (8.67 × 12.33 pt of ink); SF Pro's 2021 file has them wider (0.87).
        table["chevron.up.chevron.down"] = { pen in
            Glyph(Marks.chevron(pen, 44).rotated(270).moved(0, -22) + Marks.chevron(pen, 44).rotated(90).moved(0, 22))
        }
        table["chevron.left.forwardslash.chevron.right"] = { pen in
            Glyph(Marks.chevron(pen, 56).rotated(180).moved(-32, 0) + Marks.chevron(pen, 56).moved(32, 0)
                + pen.line(P(8, -36), P(-8, 36)))
        }
        let box: @Sendable (Pen) -> Path = { pen in
            pen.polyline([P(-14, -12), P(-32, -12), P(-32, 44), P(32, 44), P(32, -12), P(14, -12)])
        }
        // A door (a portrait rectangle) with an arrow leaving through the gap in its trailing side.
        let door = CGRect(x: -44, y: -42, width: 52, height: 84), exit: @Sendable (Pen) -> Path = { pen in
            Marks.arrowOutline(pen, length: 64, head: 32).moved(14, 0)
        }
        table["rectangle.portrait.and.arrow.right"] = { pen in
            let i = pen.h, gap: CGFloat = 15
            let side = Outline.rounded([P(door.maxX - i, gap), P(door.maxX - i, door.maxY - i), P(door.minX + i, door.maxY - i),
                                        P(door.minX + i, door.minY + i), P(door.maxX - i, door.minY + i), P(door.maxX - i, -gap)], 11)
            return Glyph(secondary: pen.polyline(side), primary: exit(pen))
        }
        table["rectangle.portrait.and.arrow.right.fill"] = { pen in
            // The door filled, with a channel cut into it round the arrow's shaft.
            let c = pen.w * 1.2, x0 = -18 - pen.h - 0.7 * pen.w
            let body = [P(door.minX + pen.h, door.minY + pen.h), P(door.maxX - pen.h, door.minY + pen.h), P(door.maxX - pen.h, -c), P(x0, -c),
                        P(x0, c), P(door.maxX - pen.h, c), P(door.maxX - pen.h, door.maxY - pen.h), P(door.minX + pen.h, door.maxY - pen.h)]
            return Glyph(secondary: pen.solidPolygon(Outline.rounded(body, 8, closed: true)), primary: exit(pen))
        }
        table["square.and.arrow.up"] = { pen in
            Glyph(secondary: box(pen), primary: Marks.arrowOutline(pen, length: 74, head: 30).rotated(-90).moved(0, -17))
        }
        table["square.and.arrow.down"] = { pen in
            Glyph(secondary: box(pen), primary: Marks.arrowOutline(pen, length: 74, head: 30).rotated(90).moved(0, -10))
        }
        // A broad arrow: a wide head on a thick shaft, its corners rounded, pointing four ways.
        let broad = Outline.rounded([P(-45, -17), P(1, -17), P(1, -44), P(45, 0), P(1, 44), P(1, 17), P(-45, 17)], 6, closed: true)
        for (name, degrees) in directions {
            table["arrowshape.\(name)"] = { pen in Glyph(pen.loop(broad).rotated(degrees)) }
            table["arrowshape.\(name).fill"] = { pen in Glyph(pen.solidPolygon(broad).rotated(degrees)) }
        }
        // Two arrows chasing each other round a square path.
        table["arrow.2.squarepath"] = { pen in
            let top = Outline.rounded([P(-40, 14), P(-40, -30), P(34, -30)], 10)
            let bottom = Outline.rounded([P(40, -14), P(40, 30), P(-34, 30)], 10)
            return Glyph(pen.polyline(top) + pen.polyline([P(22, -43), P(36, -30), P(22, -17)])
                + pen.polyline(bottom) + pen.polyline([P(-22, 17), P(-36, 30), P(-22, 43)]))
        }
        return table
    }

    /// A circle open at the top right with a filled head at the top, pointing clockwise.
    static func circularArrow(_ pen: Pen) -> Path {
        let r: CGFloat = 38
        let body = pen.arc(.zero, r, from: -40, to: 254, caps: .round)
        return body + headTriangle(pen, tip: P(16, -r), direction: P(1, 0), size: 26)
    }

    /// A filled, rounded triangle whose point is at `tip`, facing `direction`.
    static func headTriangle(_ pen: Pen, tip: CGPoint, direction d: CGPoint, size: CGFloat) -> Path {
        let inset = pen.h * 1.4
        let t = P(tip.x - d.x * inset, tip.y - d.y * inset)
        let back = P(t.x - d.x * size * 0.8, t.y - d.y * size * 0.8)
        let n = P(-d.y * size * 0.5, d.x * size * 0.5)
        return Pen(w: pen.w * 0.7).solidPolygon([t, P(back.x + n.x, back.y + n.y), P(back.x - n.x, back.y - n.y)])
    }
}
