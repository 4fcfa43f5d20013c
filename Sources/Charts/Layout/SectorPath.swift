import Foundation
import VellumGeometry
import VellumViews

/// The path of a pie or donut sector, angles in radians clockwise from the top,
/// with `inset` points of gap between neighbouring sectors.
package enum SectorPath {
    package static func path(center c: CGPoint, inner: CGFloat, outer: CGFloat, start: Double, end: Double, inset: CGFloat) -> Path {
        var p = Path()
        let sweep = end - start
        guard sweep > 0, outer > 0 else { return p }
        let half = CGFloat(max(0, inset)) / 2
        if sweep >= 2 * .pi - 1e-9, half == 0 {
            p.addEllipse(in: CGRect(x: c.x - outer, y: c.y - outer, width: 2 * outer, height: 2 * outer))
            if inner > 0 { p.addEllipse(in: CGRect(x: c.x - inner, y: c.y - inner, width: 2 * inner, height: 2 * inner)) }
            return p
        }
        func point(_ r: CGFloat, _ a: Double) -> CGPoint { CGPoint(x: c.x + r * CGFloat(sin(a)), y: c.y - r * CGFloat(cos(a))) }
        let outerInset = min(sweep / 2, Double(half / outer))
        let a0 = start + outerInset, a1 = end - outerInset
        p.move(to: point(outer, a0))
        p.addArc(center: c, radius: outer, startAngle: .radians(a0 - .pi / 2), endAngle: .radians(a1 - .pi / 2), clockwise: false)
        if inner > 0, Double(half / inner) < sweep / 2 {
            let innerInset = Double(half / inner)
            p.addLine(to: point(inner, end - innerInset))
            p.addArc(center: c, radius: inner, startAngle: .radians(end - innerInset - .pi / 2),
                     endAngle: .radians(start + innerInset - .pi / 2), clockwise: true)
        } else {
            // The apex moves out along the bisector so the gap keeps its width.
            let mid = (start + end) / 2
            let s = sin(sweep / 2)
            let shift = half > 0 && s > 1e-6 ? min(outer * 0.5, half / CGFloat(s)) : 0
            p.addLine(to: point(shift, mid))
        }
        p.closeSubpath()
        return p
    }
}
