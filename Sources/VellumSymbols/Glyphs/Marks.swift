import Foundation
import VellumGeometry

/// Marks: small shapes drawn alone and inside circles and squares. Each draws
/// into a box `s` units tall centred on the origin, as one outline or as parts
/// that do not overlap, so it can be knocked out of a filled base.
enum Marks {
    /// A plus sign: one outline with round arm ends.
    static let plus: MarkBuilder = { pen, s in
        let h = pen.h, a = s / 2 - h
        var p = Path()
        for k in 0..<4 {
            let t = CGAffineTransform(rotationAngle: CGFloat(k) * .pi / 2)
            let inner = P(h, -h).applying(t), end = P(a, -h).applying(t)
            let start = CGFloat(k) * 90 - 90
            if k == 0 { p.move(to: inner) } else { p.addLine(to: inner) }
            p.addLine(to: end)
            p.addArc(center: P(a, 0).applying(t), radius: h, startAngle: .degrees(start),
                     endAngle: .degrees(start + 180), clockwise: false)
        }
        p.closeSubpath()
        return p
    }

    /// A multiplication sign: the plus turned 45°, its arms reaching the corners of `s`.
    static let xmark: MarkBuilder = { pen, s in plus(pen, s * 1.41421356).rotated(45) }

    /// A minus sign.
    static let minus: MarkBuilder = { pen, s in pen.line(P(-s / 2 + pen.h, 0), P(s / 2 - pen.h, 0)) }

    /// A check mark.
    static let checkmark: MarkBuilder = { pen, s in
        pen.polyline([P(-0.42 * s, 0.04 * s), P(-0.13 * s, 0.36 * s), P(0.42 * s, -0.36 * s)])
    }

    /// An exclamation mark: a bar over a dot.
    static let exclamation: MarkBuilder = { pen, s in
        let r = pen.h * 1.25
        return pen.line(P(0, -s / 2 + pen.h), P(0, s / 2 - 2 * r - pen.w * 1.1 - pen.h))
            + pen.disc(P(0, s / 2 - r), r)
    }

    /// A question mark: a hook over a dot.
    static let question: MarkBuilder = { pen, s in
        let r = pen.h * 1.25
        let hookR = s * 0.2
        let c = P(0, -s / 2 + pen.h + hookR)
        var pts = Curve.arc(c, hookR, from: 190, to: 420)
        pts.append(P(0, c.y + hookR * 1.45))
        pts.append(P(0, s / 2 - 2 * r - pen.w * 1.1 - pen.h))
        return pen.polyline(pts) + pen.disc(P(0, s / 2 - r), r)
    }

    /// A lowercase i: a dot over a bar with a foot.
    static let info: MarkBuilder = { pen, s in
        let r = pen.h * 1.3
        let top = -s / 2 + 2 * r + pen.w * 1.2 + pen.h
        // A serif i as SF's: the stem from a short serif on the left down to a foot bar.
        return pen.disc(P(0, -s / 2 + r), r)
            + pen.polyline([P(-s * 0.12, top), P(0, top), P(0, s / 2 - pen.h)], start: .round, end: .round)
            + pen.line(P(-s * 0.2, s / 2 - pen.h), P(s * 0.2, s / 2 - pen.h))
    }

    /// A dollar sign: an S of two bowls with the bar showing above and below it.
    static let dollar: MarkBuilder = { heavy, s in
        // Heavy strokes would close the bowls: the stroke stops growing at an eighth of the height.
        let pen = Pen(w: Swift.min(heavy.w, s * 0.125))
        let bowl = s * 0.17, rx = s * 0.22, top = -s / 2 + pen.h
        let s1 = Curve.arc(P(0, -bowl), bowl, from: 330, to: 90, rx: rx)
        let s2 = Curve.arc(P(0, bowl), bowl, from: 270, to: 510, rx: rx)
        // The bar's stubs end square against the S, edge to edge, so the mark can be knocked out.
        return pen.polyline(s1 + s2.dropFirst()) + pen.polyline([P(0, top), P(0, -2 * bowl - pen.h)], start: .round, end: .butt)
            + pen.polyline([P(0, 2 * bowl + pen.h), P(0, -top)], start: .butt, end: .round)
    }

    /// A capital A, `s` tall: two legs meeting at the top, the crossbar filling the space between
    /// their inner edges so that the parts meet but never overlap.
    static let letterA: MarkBuilder = { pen, s in
        let top = -s / 2 + pen.h, bottom = s / 2 - pen.h, foot = s * 0.36, bar = s * 0.18
        // A leg's inner edge at height y: its centre line less the stroke's half-width over the cosine of its lean.
        let across = pen.h / cos(atan2(foot, bottom - top))
        let inner = { (y: CGFloat) in foot * (y - top) / (bottom - top) - across }
        let upper = bar - pen.h, lower = bar + pen.h
        var crossbar = Path()
        crossbar.addLines([P(-inner(upper), upper), P(inner(upper), upper), P(inner(lower), lower), P(-inner(lower), lower)])
        crossbar.closeSubpath()
        return pen.polyline([P(-foot, bottom), P(0, top), P(foot, bottom)]) + crossbar
    }

    /// Three dots in a row, `s` wide.
    static let ellipsis: MarkBuilder = { pen, s in
        // Dots as large as SF's: the row is 4.7 times as long as a dot is wide.
        let r = Swift.max(pen.h * 1.3, s * 0.106)
        return pen.disc(P(-s / 2 + r, 0), r) + pen.disc(P(0, 0), r) + pen.disc(P(s / 2 - r, 0), r)
    }

    /// A chevron pointing right, `s` tall.
    static let chevron: MarkBuilder = { pen, s in
        let a = s / 2 - pen.h
        return pen.polyline([P(-a * 0.5, -a), P(a * 0.5, 0), P(-a * 0.5, a)])
    }

    /// An arrow pointing right, `s` long: one outline, shaft and head joined, the head as SF's
    /// (its wings half the length: `arrow.right` is 0.82 times as tall as long).
    static let arrow: MarkBuilder = { pen, s in arrowOutline(pen, length: s, head: s * 0.5) }

    /// An arrow pointing right: shaft and a 90° head as a single outline.
    static func arrowOutline(_ pen: Pen, length s: CGFloat, head hl: CGFloat) -> Path {
        let h = pen.h, r2 = CGFloat(2).squareRoot()
        let tip = P(s / 2 - h, 0), tail = P(-s / 2 + h, 0)
        let up = P(tip.x - hl / r2, -hl / r2), down = P(tip.x - hl / r2, hl / r2)
        let meet = tip.x - h * (1 + r2)
        var p = Path()
        p.move(to: P(tail.x, -h))
        p.addLine(to: P(meet, -h))
        p.addLine(to: P(up.x - h / r2, up.y + h / r2))
        p.addArc(center: up, radius: h, startAngle: .degrees(135), endAngle: .degrees(315), clockwise: false)
        p.addLine(to: P(tip.x + h / r2, -h / r2))
        p.addArc(center: tip, radius: h, startAngle: .degrees(-45), endAngle: .degrees(45), clockwise: false)
        p.addLine(to: P(down.x + h / r2, down.y + h / r2))
        p.addArc(center: down, radius: h, startAngle: .degrees(45), endAngle: .degrees(225), clockwise: false)
        p.addLine(to: P(meet, h))
        p.addLine(to: P(tail.x, h))
        p.addArc(center: tail, radius: h, startAngle: .degrees(90), endAngle: .degrees(270), clockwise: false)
        p.closeSubpath()
        return p.orientedSolid()
    }

    /// A filled triangle pointing right (a play button), `s` tall.
    static let play: MarkBuilder = { pen, s in
        let a = s / 2 - pen.h
        return pen.solidPolygon([P(-a * 0.8, -a), P(a, 0), P(-a * 0.8, a)]).moved(a * 0.1, 0)
    }

    /// Two bars (pause), `s` tall.
    static let pause: MarkBuilder = { pen, s in
        let bw = s * 0.2, gap = s * 0.16
        return pen.box(CGRect(x: -gap / 2 - bw, y: -s / 2, width: bw, height: s), bw * 0.3)
            + pen.box(CGRect(x: gap / 2, y: -s / 2, width: bw, height: s), bw * 0.3)
    }

    /// A filled rounded square (stop), `s` wide.
    static let stop: MarkBuilder = { pen, s in
        pen.box(CGRect(x: -s / 2, y: -s / 2, width: s, height: s), s * 0.15)
    }
}
