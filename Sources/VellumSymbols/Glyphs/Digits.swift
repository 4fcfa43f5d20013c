import Foundation
import VellumGeometry

/// Digits 0–9 drawn as strokes (not text), `s` tall and about 0.6 `s` wide.
///
/// Each digit is one or more strokes that meet edge to edge but never overlap,
/// so a digit knocked out of a filled square is a clean hole under either fill rule.
enum Digits {
    /// The mark for `digit` (0…9).
    static func mark(_ digit: Int) -> MarkBuilder {
        { pen, s in draw(digit, pen, s) }
    }

    private static func draw(_ digit: Int, _ pen: Pen, _ s: CGFloat) -> Path {
        let h = pen.h
        let top = -s / 2 + h, bottom = s / 2 - h
        let half = s * 0.3 - h          // half the width, to stroke centres
        let left = -half, right = half
        switch digit {
        case 0:
            return pen.ovalRing(CGRect(x: left, y: top, width: 2 * half, height: bottom - top))
        case 1:
            return pen.polyline([P(-half * 0.75, top + s * 0.16), P(half * 0.15, top), P(half * 0.15, bottom)])
        case 2:
            let r = half
            var pts = Curve.arc(P(0, top + r), r, from: 195, to: 385)
            pts.append(P(left, bottom))
            pts.append(P(right, bottom))
            return pen.polyline(pts)
        case 3:
            let r = (bottom - top) * 0.3
            let pts = [P(left, top), P(right, top)]
                + Curve.arc(P(half * 0.05, bottom - r), r, from: 240, to: 485, rx: half * 0.95)
            return pen.polyline(pts)
        case 4:
            let stemX = right * 0.55, barY = bottom - s * 0.26
            let stem = pen.polyline([P(stemX, bottom), P(stemX, top), P(left, barY), P(stemX - h, barY)],
                                    start: .round, end: .butt)
            return stem + pen.polyline([P(stemX + h, barY), P(right + h * 0.6, barY)], start: .butt, end: .round)
        case 5:
            let r = (bottom - top) * 0.31
            var pts = [P(right, top), P(left + half * 0.1, top), P(left, bottom - 2 * r + s * 0.04)]
            pts.append(contentsOf: Curve.arc(P(0, bottom - r), r, from: 235, to: 485, rx: half))
            return pen.polyline(pts)
        case 6:
            return loopTail(pen, s, half: half, top: top, bottom: bottom)
        case 7:
            return pen.polyline([P(left, top), P(right, top), P(-half * 0.3, bottom)])
        case 8:
            let split = top + (bottom - top) * 0.44
            let upper = CGRect(x: left * 0.82, y: top, width: half * 1.64, height: split - top - pen.w * 0.5)
            let lower = CGRect(x: left, y: split + pen.w * 0.5, width: 2 * half, height: bottom - split - pen.w * 0.5)
            return pen.ovalRing(upper.insetBy(dx: 0, dy: 0)) + pen.ovalRing(lower)
        default:
            return loopTail(pen, s, half: half, top: top, bottom: bottom).rotated(180)
        }
    }

    /// A six: a round bowl at the bottom whose left side runs up into a tail.
    private static func loopTail(_ pen: Pen, _ s: CGFloat, half: CGFloat, top: CGFloat, bottom: CGFloat) -> Path {
        let r = half
        let c = P(0, bottom - r * 1.0)
        // The tail comes down the left side and becomes the bowl; the bowl goes
        // round anticlockwise on screen from the left, under, up the right, over the
        // top, and stops where it meets the tail's inner edge.
        var pts = Curve.cubic(P(half * 0.85, top), P(-half * 0.4, top), P(-half, top + s * 0.2), P(-half, c.y), steps: 14)
        let end = -acos(Swift.max(-1, Swift.min(1, (-r + 2.2 * pen.h) / r))) * 180 / .pi
        pts.append(contentsOf: Curve.arc(c, r, from: 180, to: end).dropFirst())
        return pen.polyline(pts, start: .round, end: .butt)
    }
}
