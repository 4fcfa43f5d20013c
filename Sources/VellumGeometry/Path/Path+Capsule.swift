import Foundation

extension Path {
    /// Adds a capsule: a rectangle whose shorter sides are replaced by round
    /// ends, starting at the right-middle point and running clockwise on
    /// screen, as `addRoundedRect` does.
    ///
    /// `.circular` ends are semicircles. `.continuous` ends are those iOS
    /// draws for `Capsule()` (see `ContinuousCapsuleEnd`): the long edge runs
    /// on a little past the semicircle's start and the end is fuller. A capsule
    /// not much longer than it is wide blends towards semicircles, so a square
    /// one is a circle.
    package mutating func addCapsule(in rect: CGRect, style: RoundedCornerStyle) {
        let r = rect.standardized
        let short = Swift.min(r.width, r.height), long = Swift.max(r.width, r.height)
        guard short > 0, short.isFinite, long.isFinite else { addRect(r); return }
        let radius = short / 2
        let end = ContinuousCapsuleEnd.quarter(radius: radius, halfLength: long / 2, style: style)
        let horizontal = r.width >= r.height
        // A point `u` along the long edge from a corner's vertex and `v` along
        // the short side, the corner picked by its x and y signs.
        func point(_ u: CGFloat, _ v: CGFloat, right: Bool, bottom: Bool) -> CGPoint {
            let (dx, dy) = horizontal ? (u, v) : (v, u)
            return CGPoint(x: right ? r.maxX - dx : r.minX + dx, y: bottom ? r.maxY - dy : r.minY + dy)
        }
        func fromMiddle(right: Bool, bottom: Bool) {
            addCurve(to: point(end.edge, 0, right: right, bottom: bottom),
                     control1: point(0, end.middleControl, right: right, bottom: bottom),
                     control2: point(end.edgeControl, 0, right: right, bottom: bottom))
        }
        func toMiddle(right: Bool, bottom: Bool) {
            addCurve(to: point(0, radius, right: right, bottom: bottom),
                     control1: point(end.edgeControl, 0, right: right, bottom: bottom),
                     control2: point(0, end.middleControl, right: right, bottom: bottom))
        }
        move(to: CGPoint(x: r.maxX, y: r.midY))
        if horizontal {
            fromMiddle(right: true, bottom: true)
            addLine(to: point(end.edge, 0, right: false, bottom: true))
            toMiddle(right: false, bottom: true)
            fromMiddle(right: false, bottom: false)
            addLine(to: point(end.edge, 0, right: true, bottom: false))
            toMiddle(right: true, bottom: false)
        } else {
            addLine(to: point(end.edge, 0, right: true, bottom: true))
            toMiddle(right: true, bottom: true)
            fromMiddle(right: false, bottom: true)
            addLine(to: point(end.edge, 0, right: false, bottom: false))
            toMiddle(right: false, bottom: false)
            fromMiddle(right: true, bottom: false)
        }
        closeSubpath()
    }
}
