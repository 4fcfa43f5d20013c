import VellumViews
import Foundation

/// Where a mark is in the plot.
package enum MarkShape {
    case none
    case rect(CGRect)
    case point(CGPoint)
    case segment(CGPoint, CGPoint)
    case sector(center: CGPoint, inner: CGFloat, outer: CGFloat, start: Double, end: Double)

    /// The mark's bounding box.
    package var frame: CGRect? {
        switch self {
        case .none: return nil
        case .rect(let r): return r
        case .point(let p): return CGRect(x: p.x, y: p.y, width: 0, height: 0)
        case .segment(let a, let b): return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
        case .sector(let c, let inner, let outer, let start, let end):
            // The sector's middle, as a point where annotations go.
            let mid = (start + end) / 2, r = (inner + outer) / 2
            return CGRect(x: c.x + r * sin(mid), y: c.y - r * cos(mid), width: 0, height: 0)
        }
    }
}
