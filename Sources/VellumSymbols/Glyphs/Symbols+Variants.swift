import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Variants of drawn glyphs: `arrow.uturn.backward.circle`, `arrowshape.turn.up.left`, `archivebox.circle`,
    /// `leaf.circle`, `figure.wave`, `lock.rotation`, `lock.iphone`, `folder.badge.gearshape`,
    /// `rectangle.on.rectangle`, `pencil.and.scribble`, `alarm.waves.left.and.right`, `arrow.clockwise.icloud`.
    static var variants: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        // A U-turn arrow `s` wide: a solid head and a shaft that starts where the head ends, so it knocks out cleanly.
        for (name, sign) in [("arrow.uturn.backward", CGFloat(1)), ("arrow.uturn.forward", -1)] {
            let mark: MarkBuilder = { pen, s in
                let k = s / 88, c = P(8 * k, 4 * k), r = 26 * k, top = c.y - r
                let tip = P(-44 * k, top), size = 26 * k
                let back = tip.x + pen.h * 1.4 + size * 0.8 + pen.w * 0.35
                let shaft = pen.polyline([P(back, top)] + Curve.arc(c, r, from: 270, to: 450) + [P(-20 * k, c.y + r)], start: .butt, end: .round)
                let drawn = headTriangle(pen, tip: tip, direction: P(-1, 0), size: size) + shaft
                return sign > 0 ? drawn : drawn.mirroredX()
            }
            table["\(name).circle"] = Enclosure.circle.glyph(mark, size: 52, filled: false)
            table["\(name).circle.fill"] = Enclosure.circle.glyph(mark, size: 52, filled: true)
        }
        // A reply arrow: a broad head pointing left, its thick shaft curving down to the right.
        let reply = Outline.rounded([P(-46, -10), P(-12, -44), P(-12, -24)]
            + Curve.cubic(P(-12, -24), P(22, -24), P(46, -6), P(46, 38), steps: 12).dropFirst()
            + Curve.cubic(P(24, 38), P(24, 14), P(10, 4), P(-12, 4), steps: 12) + [P(-12, 24)], 4, closed: true).map { P($0.x, $0.y + 3) }
        for (name, mirrored) in [("arrowshape.turn.up.left", false), ("arrowshape.turn.up.right", true)] {
            let shape = mirrored ? reply.reversed().map { P(-$0.x, $0.y) } : reply
            table[name] = { pen in Glyph(pen.loop(shape)) }
            table[name + ".fill"] = { pen in Glyph(pen.solidPolygon(shape)) }
            table[name + ".circle"] = Enclosure.circle.glyph({ pen, s in pen.loop(shape.map { P($0.x * s / 92, $0.y * s / 92) }) }, size: 50, filled: false)
            table[name + ".circle.fill"] = Enclosure.circle.glyph({ pen, s in
                pen.solidPolygon(shape.map { P($0.x * s / 92, $0.y * s / 92) })
            }, size: 50, filled: true)
        }
        // The archive box, `s` wide, its parts apart: the lid, the body under it, the handle slot.
        let box: MarkBuilder = { pen, s in
            let k = s / 84, lid = CGRect(x: -42 * k, y: -40 * k, width: 84 * k, height: 18 * k), body = lid.maxY + pen.w + 1.5
            return pen.frame(lid, 4 * k) + pen.polyline(Outline.rounded([P(-36 * k, body), P(-36 * k, 40 * k), P(36 * k, 40 * k), P(36 * k, body)], 8 * k),
                                                        start: .butt, end: .butt)
                + pen.line(P(-11 * k, -2 * k), P(11 * k, -2 * k))
        }
        table["archivebox.circle"] = Enclosure.circle.glyph(box, size: 50, filled: false)
        table["archivebox.circle.fill"] = Enclosure.circle.glyph(box, size: 50, filled: true)
        // A leaf in a circle, its vein drawn (or cut into the solid leaf).
        let leaf = leafPoints()
        table["leaf.circle"] = Enclosure.circle.glyph({ pen, s in
            let k = s / 92
            return pen.loop(leaf.map { P($0.x * k, $0.y * k) }) + pen.line(P(-30 * k, 30 * k), P(14 * k, -14 * k))
        }, size: 54, filled: false)
        table["leaf.circle.fill"] = Enclosure.circle.glyph({ pen, s in
            let k = s / 92, vein = Pen(w: Swift.min(pen.w * 0.6, 4)).line(P(-24 * k, 24 * k), P(14 * k, -14 * k))
            return pen.solidPolygon(leaf.map { P($0.x * k, $0.y * k) }) + vein.reversed()
        }, size: 54, filled: true)
        // A figure waving, one arm raised, drawn as `figure.walk` is.
        table["figure.wave"] = { heavy in
            let pen = Pen(w: Swift.max(heavy.w, 9))
            return Glyph(pen.disc(P(-6, -36), 10) + pen.line(P(-4, -20), P(-4, 12))
                + pen.polyline([P(-22, 8), P(-16, -8), P(-4, -18), P(12, -22), P(20, -42)])
                + pen.polyline([P(-18, 44), P(-11, 26), P(-4, 12), P(3, 26), P(10, 44)]))
        }
        // A lock inside an arrow going round it.
        table["lock.rotation"] = { pen in
            Glyph(secondary: lockMark(Pen(w: Swift.min(pen.w, 7)), 34).moved(0, 2), primary: circularArrow(pen).scaled(0.92))
        }
        // A phone with a lock on its screen.
        table["lock.iphone"] = { pen in
            Glyph(secondary: lockMark(Pen(w: Swift.min(pen.w, 6)), 30).moved(0, 4),
                  primary: pen.frame(CGRect(x: -25, y: -46, width: 50, height: 92), 11) + Pen(w: Swift.min(pen.w, 7)).line(P(-7, -34), P(7, -34)))
        }
        // The folder with a gear over its bottom trailing corner.
        let folder = [P(-46, -34), P(-14, -34), P(-6, -24), P(46, -24), P(46, 36), P(-46, 36)], gearAt = P(32, 28)
        let gear: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 6))
            return (pen.loop(gearPoints(teeth: 8, outer: 18, inner: 13.5, tooth: 0.55)) + pen.ring(.zero, 5)).moved(gearAt.x, gearAt.y)
        }
        table["folder.badge.gearshape"] = badged(folder, at: gearAt, clear: 22, badge: gear,
                                                 inner: { pen in pen.line(P(-46, -12), P(46, -12), caps: .butt) }, filled: false)
        table["folder.fill.badge.gearshape"] = badged(folder, at: gearAt, clear: 22, badge: gear, filled: true)
        // Two right triangles facing each other across a dashed mirror line.
        let leftHalf = [P(-13, -36), P(-13, 36), P(-47, 36)]
        let mirror: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 6))
            return [CGFloat(-40), -20, 0, 20, 40].reduce(Path()) { $0 + pen.line(P(0, $1 - 4), P(0, $1 + 4)) }
        }
        table["flip.horizontal"] = { pen in Glyph(secondary: mirror(pen), primary: pen.loop(leftHalf) + pen.loop(leftHalf).mirroredX()) }
        table["flip.horizontal.fill"] = { pen in
            Glyph(secondary: mirror(pen), primary: pen.solidPolygon(leftHalf) + pen.solidPolygon(leftHalf).mirroredX())
        }
        // The gauge with a plus over its bottom trailing corner.
        let dial = Curve.arc(.zero, Enclosure.circleRadius - 5, from: -90, to: 270).dropLast().map { $0 }
        let gaugePlus = P(33, 33)
        table["gauge.badge.plus"] = badged(dial, at: gaugePlus, clear: 21, badge: { pen in Marks.plus(pen, 32).moved(gaugePlus.x, gaugePlus.y) },
                                           inner: { pen in
            let thin = Pen(w: Swift.min(pen.w, 6))
            let ticks = [CGFloat(180), 225, 270, 315, 360].reduce(Path()) { p, a in
                let t = a * .pi / 180
                return p + thin.line(P(26 * cos(t), 26 * sin(t)), P(32 * cos(t), 32 * sin(t)))
            }
            return ticks + pen.line(.zero, P(12, -21)) + pen.disc(.zero, Swift.max(pen.w * 0.8, 5))
        }, filled: false)
        // A landscape rectangle in front of, and down and to the right of, another.
        let front = CGRect(x: -28, y: -14, width: 74, height: 54)
        table["rectangle.on.rectangle"] = { pen in
            let i = pen.h, gap = front.minX - 6 - i, top = front.minY - 6 - i
            let back = Outline.rounded([P(gap, 12 - i), P(-46 + i, 12 - i), P(-46 + i, -42 + i), P(28 - i, -42 + i), P(28 - i, top)], 10 - i)
            return Glyph(secondary: pen.polyline(back), primary: pen.frame(front.insetBy(dx: i, dy: i), 10 - i))
        }
        table["rectangle.fill.on.rectangle.fill"] = { pen in
            let gap = front.minX - 5 - pen.h, top = front.minY - 5 - pen.h
            let back = [P(-46, -42), P(28, -42), P(28, top), P(gap, top), P(gap, 12), P(-46, 12)]
            return Glyph(secondary: pen.solidPolygon(Outline.rounded(back, 10, closed: true)), primary: pen.box(front, 10))
        }
        // A pencil over the scribble it drew.
        table["pencil.and.scribble"] = { pen in
            let scribble = Curve.cubic(P(-44, 40), P(-40, 4), P(-24, 8), P(-26, 26), steps: 10)
                + Curve.cubic(P(-26, 26), P(-28, 44), P(-6, 40), P(4, 30), steps: 10).dropFirst()
            return Glyph(secondary: pen.polyline(scribble), primary: pencil(pen, scale: 0.62).rotated(-45).moved(14, -12))
        }
        // The alarm clock ringing: waves either side of it.
        let clocks = time
        for filled in [false, true] {
            guard let alarm = clocks[filled ? "alarm.fill" : "alarm"] else { continue }
            table["alarm.waves.left.and.right" + (filled ? ".fill" : "")] = { heavy in
                let pen = Pen(w: Swift.min(heavy.w, 8))
                let waves = pen.arc(P(0, 2), 38, from: -28, to: 28) + pen.arc(P(0, 2), 38, from: 152, to: 208)
                    + pen.arc(P(0, 2), 48, from: -28, to: 28) + pen.arc(P(0, 2), 48, from: 152, to: 208)
                let clock = alarm(heavy).applying(CGAffineTransform(scaleX: 0.66, y: 0.66))
                return Glyph([GlyphLayer(path: waves, level: 1, evenOdd: false, monochrome: true)] + clock.layers)
            }
        }
        // The iCloud cloud with a circular arrow inside it.
        let cloud = cloudPoints(bumps: [(P(-30, 14), 14), (P(-2, -2), 28), (P(28, 10), 18)])
        table["arrow.clockwise.icloud"] = { pen in
            let thin = Pen(w: Swift.min(pen.w, 6)), k: CGFloat = 0.36
            return Glyph(secondary: circularArrow(Pen(w: thin.w / k)).scaled(k).moved(0, 8), primary: pen.loop(cloud))
        }
        return table
    }
}
