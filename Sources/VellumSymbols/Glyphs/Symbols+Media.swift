import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Playback and devices: `play`, `pause`, `stop`, `forward`, `backward`,
    /// `speaker`, `wifi`, `battery`, `mic`, `music.note`.
    static var media: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        let triangle = [P(-30, -38), P(38, 0), P(-30, 38)]
        table["play"] = { pen in Glyph(pen.loop(triangle)) }
        table["play.fill"] = { pen in Glyph(pen.solidPolygon(triangle)) }
        table["pause"] = { pen in Glyph(pen.line(P(-14, -36), P(-14, 36)) + pen.line(P(14, -36), P(14, 36))) }
        table["pause.fill"] = { pen in Glyph(Marks.pause(pen, 78)) }
        let stop = CGRect(x: -36, y: -36, width: 72, height: 72)
        table["stop"] = { pen in Glyph(pen.frame(stop.insetBy(dx: pen.h, dy: pen.h), 10)) }
        table["stop.fill"] = { pen in Glyph(pen.box(stop, 10)) }
        let pair = [P(-46, -28), P(0, 0), P(-46, 28)]
        table["forward.fill"] = { pen in Glyph(pen.solidPolygon(pair) + pen.solidPolygon(pair).moved(46, 0)) }
        table["backward.fill"] = { pen in Glyph((pen.solidPolygon(pair) + pen.solidPolygon(pair).moved(46, 0)).mirroredX()) }
        table["forward.end.fill"] = { pen in
            Glyph(pen.solidPolygon([P(-34, -32), P(18, 0), P(-34, 32)]) + pen.box(CGRect(x: 26, y: -34, width: 10, height: 68), 3))
        }
        table["backward.end.fill"] = { pen in
            Glyph((pen.solidPolygon([P(-34, -32), P(18, 0), P(-34, 32)]) + pen.box(CGRect(x: 26, y: -34, width: 10, height: 68), 3)).mirroredX())
        }
        let speaker = [P(-46, -14), P(-30, -14), P(-6, -36), P(-6, 36), P(-30, 14), P(-46, 14)]
        let waves: @Sendable (Pen, Int) -> Path = { pen, count in
            var p = Path()
            for i in 0..<count { p = p + pen.arc(P(-6, 0), 20 + CGFloat(i) * 16, from: -45, to: 45) }
            return p
        }
        table["speaker"] = { pen in Glyph(pen.loop(speaker)) }
        table["speaker.fill"] = { pen in Glyph(pen.solidPolygon(speaker)) }
        table["speaker.wave.2"] = { pen in Glyph(secondary: waves(pen, 2), primary: pen.loop(speaker)) }
        table["speaker.wave.2.fill"] = { pen in Glyph(secondary: waves(pen, 2), primary: pen.solidPolygon(speaker)) }
        table["speaker.wave.3.fill"] = { pen in Glyph(secondary: waves(pen, 3), primary: pen.solidPolygon(speaker)) }
        table["speaker.slash"] = { pen in Glyph(pen.loop(speaker) + pen.line(P(-44, -44), P(40, 40))) }
        table["speaker.slash.fill"] = { pen in Glyph(pen.solidPolygon(speaker) + pen.line(P(-44, -44), P(40, 40))) }
        table["wifi"] = { pen in
            let c = P(0, 34)
            var arcs = Path()
            for r in [CGFloat(28), 50, 72] { arcs = arcs + pen.arc(c, r, from: 225, to: 315) }
            return Glyph(arcs + pen.disc(c, pen.w * 0.9 + 1))
        }
        let battery = CGRect(x: -46, y: -22, width: 84, height: 44)
        let nub: @Sendable (Pen) -> Path = { pen in
            var p = Path()
            p.addUnevenRoundedRect(in: CGRect(x: battery.maxX + pen.h + 3, y: -9, width: 6, height: 18),
                                   topLeading: 0, bottomLeading: 0, bottomTrailing: 3, topTrailing: 3, style: .circular)
            return p
        }
        for (name, level) in [("battery.100", CGFloat(1)), ("battery.75", 0.75), ("battery.50", 0.5), ("battery.25", 0.25), ("battery.0", 0)] {
            table[name] = { pen in
                let inner = battery.insetBy(dx: pen.h + 4, dy: pen.h + 4)
                let charge = level > 0
                    ? pen.box(CGRect(x: inner.minX, y: inner.minY, width: inner.width * level, height: inner.height), 4)
                    : Path()
                return Glyph(secondary: pen.frame(battery, 10) + nub(pen), primary: charge)
            }
        }
        let micBody = CGRect(x: -15, y: -46, width: 30, height: 56)
        let micStand: @Sendable (Pen) -> Path = { pen in
            var cradle = [P(-28, -8)]
            cradle.append(contentsOf: Curve.arc(P(0, -8), 28, from: 180, to: 0))
            cradle.append(P(28, -8))
            return pen.polyline(cradle) + pen.line(P(0, 20 + pen.h), P(0, 40)) + pen.line(P(-16, 42), P(16, 42))
        }
        table["mic"] = { pen in Glyph(pen.frame(micBody.insetBy(dx: pen.h, dy: pen.h), 15 - pen.h) + micStand(pen)) }
        table["mic.fill"] = { pen in Glyph(pen.box(micBody, 15) + micStand(pen)) }
        table["music.note"] = { pen in
            let head = Path(ellipseIn: CGRect(x: -16, y: -11, width: 32, height: 22)).rotated(-20).moved(-18, 28)
            return Glyph(head + pen.line(P(-4, 26), P(-4, -44), caps: .butt)
                + pen.polyline([P(-4, -42), P(14, -30), P(22, -14)], start: .butt, end: .round))
        }
        return table
    }
}
