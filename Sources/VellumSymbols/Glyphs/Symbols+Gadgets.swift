import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Odds and ends: `atom`, `mountain.2`, `lightbulb.max`, `dot.radiowaves.right`, `hifispeaker`,
    /// `signpost.right`, `sidebar.left`, `sidebar.right`, `square.split.2x1`, `scribble`, `text.justify.left`.
    static var gadgets: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        // Three orbits crossing round a nucleus.
        table["atom"] = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 8))
            let orbit = pen.ovalRing(CGRect(x: -46, y: -17, width: 92, height: 34))
            return Glyph(orbit + orbit.rotated(60) + orbit.rotated(120) + pen.disc(.zero, Swift.max(pen.w, 6)))
        }
        // Two peaks, the taller at the back on the left.
        let back = [P(-46, 34), P(-12, -30), P(8, 8)], front = [P(-6, 34), P(18, -4), P(46, 34)]
        table["mountain.2"] = { pen in
            Glyph(secondary: pen.polyline(Outline.rounded(back, 6), start: .round, end: .butt), primary: pen.loop(Outline.rounded(front, 6, closed: true)))
        }
        table["mountain.2.fill"] = { pen in
            Glyph(secondary: pen.solidPolygon(Outline.rounded(back + [P(-6, 34)], 6, closed: true)), primary: pen.solidPolygon(Outline.rounded(front, 6, closed: true)))
        }
        // The light bulb lit: short rays round its glass.
        let rays: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 7))
            return [CGFloat(180), 225, 270, 315, 360].reduce(Path()) { p, a in
                let t = a * .pi / 180, c = P(0, -10)
                return p + pen.line(P(c.x + 32 * cos(t), c.y + 32 * sin(t)), P(c.x + 38 * cos(t), c.y + 38 * sin(t)))
            }
        }
        let bulb = Curve.arc(P(0, -10), 24, from: 140, to: 400) + [P(11, 20), P(-11, 20)]
        let cap: @Sendable (Pen) -> Path = { pen in pen.line(P(-10, 32), P(10, 32)) + pen.line(P(-6, 43), P(6, 43)) }
        table["lightbulb.max"] = { pen in Glyph(secondary: rays(pen), primary: pen.loop(bulb) + cap(pen)) }
        table["lightbulb.max.fill"] = { pen in Glyph(secondary: rays(pen), primary: pen.solidPolygon(bulb) + cap(pen)) }
        // A dot sending waves out to the right (or both ways).
        let dotWaves: @Sendable (Pen, Bool) -> Glyph = { pen, both in
            let c = P(both ? 0 : -22, 0)
            var near = pen.arc(c, 26, from: -45, to: 45), far = pen.arc(c, 46, from: -45, to: 45)
            if both { near = near + pen.arc(c, 26, from: 135, to: 225); far = far + pen.arc(c, 46, from: 135, to: 225) }
            return Glyph([GlyphLayer(path: far, level: 2, evenOdd: false, monochrome: true),
                          GlyphLayer(path: near, level: 1, evenOdd: false, monochrome: true),
                          GlyphLayer(path: pen.disc(c, Swift.max(pen.w, 8)), level: 0, evenOdd: false, monochrome: true)])
        }
        table["dot.radiowaves.right"] = { pen in dotWaves(pen, false) }
        table["dot.radiowaves.left.and.right"] = { pen in dotWaves(pen, true) }
        // A speaker cabinet with a tweeter over a woofer.
        let cabinet = CGRect(x: -32, y: -46, width: 64, height: 92)
        table["hifispeaker"] = { pen in
            Glyph(secondary: pen.frame(cabinet.insetBy(dx: pen.h, dy: pen.h), 10 - pen.h), primary: pen.ring(P(0, -22), 8) + pen.ring(P(0, 14), 15))
        }
        table["hifispeaker.fill"] = { pen in Glyph(base: pen.box(cabinet, 10), knockout: pen.ring(P(0, -22), 8) + pen.ring(P(0, 14), 15)) }
        // A post with a sign pointing right.
        let sign = [P(-40, -36), P(28, -36), P(44, -20), P(28, -4), P(-40, -4)]
        let post: @Sendable (Pen) -> Path = { pen in pen.line(P(-8, -4 + pen.h), P(-8, 46), caps: .butt) + pen.line(P(-8, -46), P(-8, -36 - pen.h), caps: .butt) }
        table["signpost.right"] = { pen in Glyph(pen.loop(Outline.rounded(sign, 5, closed: true)) + post(pen)) }
        table["signpost.right.fill"] = { pen in Glyph(pen.solidPolygon(Outline.rounded(sign, 5, closed: true)) + post(pen)) }
        // A window with a sidebar along one side, lines in the sidebar.
        let window = CGRect(x: -46, y: -38, width: 92, height: 76)
        let sidebar: @Sendable (Pen, Bool) -> Glyph = { heavy, leading in
            // The frame stops thickening before it covers the sidebar's lines.
            let pen = Pen(w: Swift.min(heavy.w, 10))
            let thin = Pen(w: Swift.min(pen.w, 7)), i = pen.h
            let divider = pen.line(P(-16, -38 + i), P(-16, 38 - i), caps: .butt)
            let items = [CGFloat(-22), -10, 2].reduce(Path()) { $0 + thin.line(P(-36, $1), P(-26, $1)) }
            let glyph = Glyph(secondary: items, primary: pen.frame(window.insetBy(dx: i, dy: i), 10 - i) + divider)
            return leading ? glyph : Glyph(glyph.layers.map {
                GlyphLayer(path: $0.path.mirroredX(), level: $0.level, evenOdd: $0.evenOdd, monochrome: $0.monochrome)
            })
        }
        table["sidebar.left"] = { pen in sidebar(pen, true) }
        table["sidebar.right"] = { pen in sidebar(pen, false) }
        // A rectangle split down the middle.
        table["square.split.2x1"] = { pen in
            Glyph(pen.frame(window.insetBy(dx: pen.h, dy: pen.h), 10 - pen.h) + pen.line(P(0, -38 + pen.h), P(0, 38 - pen.h), caps: .butt))
        }
        table["square.split.2x1.fill"] = { pen in
            let gap = Pen(w: 8)
            return Glyph(base: pen.box(window, 10), knockout: gap.line(P(0, -38), P(0, 38), caps: .butt), evenOdd: false)
        }
        // A loose scribble.
        table["scribble"] = { pen in
            Glyph(pen.polyline(Curve.cubic(P(-44, 20), P(-30, -50), P(-10, -30), P(-14, 10), steps: 14)
                + Curve.cubic(P(-14, 10), P(-18, 50), P(16, -40), P(14, 0), steps: 14).dropFirst()
                + Curve.cubic(P(14, 0), P(12, 40), P(40, 20), P(46, -10), steps: 14).dropFirst()))
        }
        table["text.justify.left"] = { pen in
            Glyph([CGFloat(-36), -12, 12, 36].enumerated().reduce(Path()) { p, e in p + pen.line(P(-44, e.element), P(e.offset == 3 ? 8 : 44, e.element)) })
        }
        return table
    }
}
