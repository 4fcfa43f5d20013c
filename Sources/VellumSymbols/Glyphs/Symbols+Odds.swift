import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Less common names drawn from existing parts: `waveform.path`, `text.badge.plus`, `square.filled.on.square`,
    /// `rectangle.dashed`, `phone.badge.plus`, `moon.zzz`, `keyboard.chevron.compact.down`, `eraser`,
    /// `eyedropper.full`, `cube.transparent`, `cloud.sun.rain`, `circle.grid.hex`, `chevron.compact.right`,
    /// `camera.aperture`, `camera.filters`, `bell.and.waves.left.and.right`, `bandage`, `bag.badge.plus`,
    /// `aspectratio`, `arrow.turn.up.right`, `tuningfork`, `square.leadingthird.inset.filled`,
    /// `poweroutlet.type.b`, `memories`, `iphone.and.arrow.forward`.
    static var odds: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        // A trace that swings up and down, wider in the middle.
        table["waveform.path"] = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 8))
            let swings: [CGFloat] = [0, 14, 30, 40, 22, 30, 12, 18, 0]
            let points = swings.enumerated().map { i, a in P(-44 + CGFloat(i) * 11, i % 2 == 0 ? -a : a) }
            return Glyph(pen.polyline(Outline.rounded(points, 5)))
        }
        // Lines of text with a badge at their bottom trailing corner.
        let textLines: @Sendable (Pen) -> Path = { pen in
            pen.line(P(-44, -28), P(44, -28)) + pen.line(P(-44, -4), P(44, -4)) + pen.line(P(-44, 20), P(4, 20))
        }
        let star = starPoints().map { P($0.x * 0.36 + 30, $0.y * 0.36 + 24) }
        let badges: [(String, @Sendable (Pen) -> Path)] = [
            ("plus", { pen in Marks.plus(pen, 34).moved(30, 24) }), ("minus", { pen in Marks.minus(pen, 34).moved(30, 24) }),
            ("checkmark", { pen in Marks.checkmark(pen, 34).moved(29, 24) }), ("star", { pen in Pen(w: Swift.min(pen.w, 5)).solidPolygon(star) }),
        ]
        for (name, badge) in badges {
            table["text.badge.\(name)"] = { pen in Glyph(secondary: badge(pen), primary: textLines(pen)) }
        }
        // `square.on.square` with the front square filled.
        let front = CGRect(x: -14, y: -14, width: 60, height: 60)
        table["square.filled.on.square"] = { pen in
            let i = pen.h, gap = front.minX - 6 - i, top = front.minY - 6 - i
            let back = Outline.rounded([P(gap, 14 - i), P(-46 + i, 14 - i), P(-46 + i, -46 + i), P(14 - i, -46 + i), P(14 - i, top)], 10 - i)
            return Glyph(secondary: pen.polyline(back), primary: pen.box(front, 10))
        }
        // A rounded rectangle drawn in dashes: its corners, and dashes along its sides.
        table["rectangle.dashed"] = { pen in
            let x = 46 - pen.h, y = 34 - pen.h, r: CGFloat = 10
            var p = Path()
            for (cx, cy, a) in [(x - r, -y + r, CGFloat(270)), (x - r, y - r, 0), (-x + r, y - r, 90), (-x + r, -y + r, 180)] {
                p = p + pen.arc(P(cx, cy), r, from: a, to: a + 90)
            }
            for c in [CGFloat(-21), 0, 21] { p = p + pen.line(P(c - 5, -y), P(c + 5, -y)) + pen.line(P(c - 5, y), P(c + 5, y)) }
            return Glyph(p + pen.line(P(-x, -5), P(-x, 5)) + pen.line(P(x, -5), P(x, 5)))
        }
        // The handset with a plus, or an arrow out or in, at its top trailing corner.
        let phone = handset().scaled(0.8).moved(-8, 8)
        table["phone.badge.plus"] = { pen in Glyph(secondary: Marks.plus(pen, 32).moved(30, -28), primary: phone) }
        table["phone.arrow.up.right"] = { pen in
            Glyph(secondary: Marks.arrowOutline(pen, length: 40, head: 18).rotated(-45).moved(30, -28), primary: phone)
        }
        table["phone.arrow.down.left"] = { pen in
            Glyph(secondary: Marks.arrowOutline(pen, length: 40, head: 18).rotated(135).moved(30, -28), primary: phone)
        }
        // The crescent moon with a small and a smaller z by it.
        let moon = crescentPoints().map { P($0.x * 0.8 - 6, $0.y * 0.8 + 6) }
        let zs: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 6))
            let z = { (c: CGPoint, s: CGFloat) in pen.polyline([P(c.x - s, c.y - s), P(c.x + s, c.y - s), P(c.x - s, c.y + s), P(c.x + s, c.y + s)]) }
            return z(P(22, -32), 8) + z(P(38, -12), 6)
        }
        table["moon.zzz"] = { pen in Glyph(secondary: zs(pen), primary: pen.loop(moon)) }
        table["moon.zzz.fill"] = { pen in Glyph(secondary: zs(pen), primary: pen.solidPolygon(moon)) }
        // The keyboard over a flat chevron pointing down (hide the keyboard).
        if let keyboard = office["keyboard"] {
            table["keyboard.chevron.compact.down"] = { pen in
                let board = keyboard(pen).applying(CGAffineTransform(scaleX: 0.86, y: 0.86).concatenating(CGAffineTransform(translationX: 0, y: -10)))
                return Glyph(board.layers + [GlyphLayer(path: pen.polyline([P(-14, 34), P(0, 41), P(14, 34)]), level: 0, evenOdd: false, monochrome: true)])
            }
        }
        // An eraser leaning right, a band across it above the rubbing end.
        let eraser = CGRect(x: -17, y: -40, width: 34, height: 80)
        table["eraser"] = { pen in Glyph((pen.frame(eraser, 8) + pen.line(P(-17, 12), P(17, 12), caps: .butt)).rotated(45)) }
        table["eraser.fill"] = { pen in
            Glyph(base: pen.box(eraser.insetBy(dx: -pen.h, dy: -pen.h), 8 + pen.h).rotated(45),
                  knockout: Pen(w: Swift.min(pen.w * 0.6, 5)).line(P(-17 - pen.h, 12), P(17 + pen.h, 12), caps: .butt).rotated(45), evenOdd: false)
        }
        // The eyedropper with its tube full, or half full.
        let tube = [P(-7, -20), P(7, -20), P(7, 24), P(0, 40), P(-7, 24)], bulb = CGRect(x: -11, y: -46, width: 22, height: 20)
        for (name, level) in [("eyedropper.full", CGFloat(-20)), ("eyedropper.halffull", 8)] {
            table[name] = { pen in
                let liquid = pen.solidPolygon(tube.map { P($0.x, Swift.max($0.y, level)) })
                return Glyph((pen.frame(bulb, 9) + pen.line(P(-16, -22), P(16, -22)) + pen.loop(tube) + liquid).moved(0, 3).rotated(45))
            }
        }
        // A cube seen through: its hidden edges dashed.
        let hexagon = [P(0, -44), P(38, -22), P(38, 22), P(0, 44), P(-38, 22), P(-38, -22)]
        table["cube.transparent"] = { pen in
            let thin = Pen(w: Swift.min(pen.w, 6))
            let hidden = [P(38, 22), P(-38, 22), P(0, -44)].reduce(Path()) { p, end in
                p + thin.line(P(end.x * 0.14, end.y * 0.14), P(end.x * 0.36, end.y * 0.36)) + thin.line(P(end.x * 0.56, end.y * 0.56), P(end.x * 0.78, end.y * 0.78))
            }
            return Glyph(secondary: hidden, primary: pen.loop(hexagon) + pen.polyline([P(-38, -22), P(0, 0), P(38, -22)]) + pen.line(P(0, 0), P(0, 44)))
        }
        // Rain or a bolt under the sun behind a cloud.
        let fall: [(String, @Sendable (Pen) -> Path)] = [
            ("rain", { heavy in
                let pen = Pen(w: Swift.min(heavy.w, 7))
                return [CGFloat(-20), -4, 12].reduce(Path()) { $0 + pen.line(P($1 + 3, 34), P($1 - 3, 45)) }
            }),
            ("bolt", { pen in Pen(w: Swift.min(pen.w, 6)).solidPolygon([P(-2, 28), P(-12, 40), P(-4, 40), P(-8, 47), P(6, 36), P(-2, 36), P(2, 28)]) }),
        ]
        let sky = weather
        for (kind, drawn) in fall {
            for filled in [false, true] {
                guard let cloudSun = sky[filled ? "cloud.sun.fill" : "cloud.sun"] else { continue }
                table["cloud.sun.\(kind)" + (filled ? ".fill" : "")] = { pen in
                    let raised = cloudSun(pen).applying(CGAffineTransform(scaleX: 0.84, y: 0.84).concatenating(CGAffineTransform(translationX: 2, y: -8)))
                    return Glyph(raised.layers + [GlyphLayer(path: drawn(pen), level: 1, evenOdd: false, monochrome: true)])
                }
            }
        }
        // Seven circles in a hexagon round one in the middle.
        let hex = [P(0, 0)] + (0..<6).map { i -> CGPoint in
            let a = CGFloat(i) * .pi / 3
            return P(31 * cos(a), 31 * sin(a))
        }
        table["circle.grid.hex"] = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 6))
            return Glyph(hex.reduce(Path()) { $0 + pen.ring($1, 10) })
        }
        table["circle.grid.hex.fill"] = { pen in Glyph(hex.reduce(Path()) { $0 + pen.disc($1, 12) }) }
        // A flat chevron, as on a sheet's handle.
        for (name, degrees) in [("right", CGFloat(0)), ("down", 90), ("left", 180), ("up", 270)] {
            table["chevron.compact.\(name)"] = { pen in Glyph(pen.polyline([P(-8, -38), P(8, 0), P(-8, 38)]).rotated(degrees)) }
        }
        // A lens aperture: six blades round a hexagonal opening, in a circle.
        table["camera.aperture"] = { pen in
            let inner = Enclosure.circleRadius - pen.w, thin = Pen(w: Swift.min(pen.w, 7))
            let corners = (0..<6).map { i -> CGPoint in
                let a = CGFloat(i) * .pi / 3 - .pi / 2
                return P(17 * cos(a), 17 * sin(a))
            }
            let blades = (0..<6).reduce(Path()) { p, k in
                let v = corners[k], d = Pen.unit(v, corners[(k + 1) % 6]), vd = v.x * d.x + v.y * d.y
                let l = -vd + (vd * vd - (v.x * v.x + v.y * v.y) + inner * inner).squareRoot()
                return p + thin.line(v, P(v.x + d.x * l, v.y + d.y * l), caps: .butt)
            }
            return Glyph(secondary: blades, primary: Enclosure.circle.outline(pen))
        }
        // Three overlapping circles.
        table["camera.filters"] = { pen in Glyph(pen.ring(P(0, -15), 24) + pen.ring(P(-17, 14), 24) + pen.ring(P(17, 14), 24)) }
        // A bell ringing: waves either side of it.
        let bell = bellPoints().map { P($0.x * 0.62, $0.y * 0.62 - 4) }
        let ringing: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 8))
            return pen.arc(P(0, -2), 36, from: -30, to: 30) + pen.arc(P(0, -2), 36, from: 150, to: 210)
                + pen.arc(P(0, -2), 47, from: -30, to: 30) + pen.arc(P(0, -2), 47, from: 150, to: 210)
        }
        let clapped: @Sendable (Pen) -> Path = { pen in pen.arc(P(0, 18), 6, from: 20, to: 160, caps: .round) }
        table["bell.and.waves.left.and.right"] = { pen in Glyph(secondary: ringing(pen), primary: pen.loop(bell) + clapped(pen)) }
        table["bell.and.waves.left.and.right.fill"] = { pen in Glyph(secondary: ringing(pen), primary: pen.solidPolygon(bell) + clapped(pen)) }
        // A sticking plaster: a band with rounded ends and a dotted pad, leaning right.
        let band = CGRect(x: -46, y: -18, width: 92, height: 36)
        let pad: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 6))
            return pen.line(P(-15, -18), P(-15, 18), caps: .butt) + pen.line(P(15, -18), P(15, 18), caps: .butt)
                + [P(-5, -6), P(5, -6), P(-5, 6), P(5, 6)].reduce(Path()) { $0 + pen.disc($1, 2.5) }
        }
        table["bandage"] = { pen in Glyph((pen.frame(band.insetBy(dx: pen.h, dy: pen.h), 18 - pen.h) + pad(pen)).rotated(-45)) }
        table["bandage.fill"] = { pen in Glyph(base: pen.box(band, 18).rotated(-45), knockout: pad(pen).rotated(-45), evenOdd: false) }
        // The shopping bag with a plus over its bottom trailing corner.
        let bag = Outline.rounded([P(-34, -12), P(34, -12), P(38, 42), P(-38, 42)], 8, closed: true)
        let bagPlus = P(30, 30)
        for (name, filled) in [("bag.badge.plus", false), ("bag.fill.badge.plus", true)] {
            table[name] = badged(bag, at: bagPlus, clear: 22, badge: { pen in Marks.plus(pen, 34).moved(bagPlus.x, bagPlus.y) },
                                 inner: { pen in pen.arc(P(0, -12), 20, from: 180, to: 360, caps: .butt) }, filled: filled)
        }
        // A frame with corner marks inside it at the top leading and bottom trailing corners.
        let screen = CGRect(x: -46, y: -34, width: 92, height: 68)
        let marks: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 7))
            return pen.polyline([P(-30, -4), P(-30, -18), P(-14, -18)]) + pen.polyline([P(30, 4), P(30, 18), P(14, 18)])
        }
        table["aspectratio"] = { heavy in
            // The frame stops thickening before it reaches the corner marks.
            let pen = Pen(w: Swift.min(heavy.w, 10))
            return Glyph(secondary: marks(pen), primary: pen.frame(screen.insetBy(dx: pen.h, dy: pen.h), 10 - pen.h))
        }
        table["aspectratio.fill"] = { pen in Glyph(base: pen.box(screen, 10), knockout: marks(pen)) }
        // An arrow that rises and turns right (or left).
        let turn: @Sendable (Pen) -> Path = { pen in
            pen.polyline(Outline.rounded([P(-28, 34), P(-28, -12), P(38, -12)], 20)) + pen.polyline([P(22, -28), P(38, -12), P(22, 4)])
        }
        table["arrow.turn.up.right"] = { pen in Glyph(turn(pen)) }
        table["arrow.turn.up.left"] = { pen in Glyph(turn(pen).mirroredX()) }
        // A tuning fork: two tines in a U over a stem, leant over to the right as SF's (its tines up and right).
        table["tuningfork"] = { pen in
            Glyph((pen.polyline([P(-13, -44)] + Curve.arc(P(0, -2), 13, from: 180, to: 0) + [P(13, -44)])
                + pen.line(P(0, 11 + pen.h), P(0, 44))).rotated(45))
        }
        // A square with a third of it, inset, filled: at its leading side, trailing side, top or bottom.
        for (name, third) in [("leading", CGRect(x: -44, y: -44, width: 29, height: 88)), ("trailing", CGRect(x: 15, y: -44, width: 29, height: 88)),
                              ("top", CGRect(x: -44, y: -44, width: 88, height: 29)), ("bottom", CGRect(x: -44, y: 15, width: 88, height: 29))] {
            table["square.\(name)third.inset.filled"] = { pen in
                let inset = pen.w + 4
                let r = third.intersection(CGRect(x: -44 + inset, y: -44 + inset, width: 88 - 2 * inset, height: 88 - 2 * inset))
                return Glyph(secondary: pen.box(r, 6), primary: Enclosure.square.outline(pen))
            }
        }
        // A US mains socket: two slots over a round earth hole.
        let face = CGRect(x: -40, y: -40, width: 80, height: 80)
        let socket: @Sendable (Pen) -> Path = { pen in
            pen.box(CGRect(x: -16, y: -18, width: 7, height: 22), 2) + pen.box(CGRect(x: 9, y: -18, width: 7, height: 22), 2) + pen.disc(P(0, 18), 6)
        }
        table["poweroutlet.type.b"] = { pen in Glyph(secondary: socket(pen), primary: pen.frame(face.insetBy(dx: pen.h, dy: pen.h), 16 - pen.h)) }
        table["poweroutlet.type.b.fill"] = { pen in Glyph(base: pen.box(face, 16), knockout: socket(pen)) }
        // Memories: a play button inside an arrow turning back round it.
        table["memories"] = { pen in Glyph(secondary: Marks.play(Pen(w: Swift.min(pen.w, 6)), 32), primary: circularArrow(pen).scaled(0.92).mirroredX()) }
        // A phone with an arrow leaving it to the right.
        table["iphone.and.arrow.forward"] = { pen in
            Glyph(secondary: Marks.arrowOutline(pen, length: 44, head: 22).moved(24, 0),
                  primary: pen.frame(CGRect(x: -44, y: -42, width: 42, height: 84).insetBy(dx: pen.h, dy: pen.h), 10 - pen.h))
        }
        return table
    }
}
