import Foundation

extension Path {
    /// Whether `point` is inside the path as a fill draws it: by the non-zero
    /// winding rule, or the even-odd rule when `eoFill` is true. Curves are
    /// followed as 16 straight segments each; subpaths are closed.
    ///
    /// ```swift
    /// Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)).contains(CGPoint(x: 20, y: 20))   // true
    /// ```
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        var start = CGPoint.zero, current = CGPoint.zero
        func edge(_ a: CGPoint, _ b: CGPoint) {
            // The crossing of a ray going right from `point`, signed by the edge's direction.
            if a.y <= point.y {
                if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
            } else if b.y <= point.y, cross(a, b, point) < 0 {
                winding -= 1
            }
        }
        func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
            (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
        }
        let steps = 16
        for element in elements {
            switch element {
            case .move(let p):
                edge(current, start)
                start = p; current = p
            case .line(let p):
                edge(current, p); current = p
            case .quadCurve(let p, let c):
                var previous = current
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    let next = CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x,
                                       y: u * u * current.y + 2 * u * t * c.y + t * t * p.y)
                    edge(previous, next); previous = next
                }
                current = p
            case .curve(let p, let c1, let c2):
                var previous = current
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    let next = CGPoint(x: a * current.x + b * c1.x + c * c2.x + d * p.x,
                                       y: a * current.y + b * c1.y + c * c2.y + d * p.y)
                    edge(previous, next); previous = next
                }
                current = p
            case .closeSubpath:
                edge(current, start); current = start
            }
        }
        edge(current, start)
        return eoFill ? winding % 2 != 0 : winding != 0
    }
}
