import Foundation
import VellumGeometry

/// What the painter's last pass needs to know of a path: whether every coordinate is a
/// finite number, whether it draws any segment, and whether it can enclose area.
///
/// ```swift
/// PathGeometry(Path(CGRect(x: 0, y: 0, width: 0, height: 10))).enclosesArea   // false
/// ```
package struct PathGeometry {
    /// Every coordinate, control points included, is finite (NaN is not).
    package private(set) var isFinite = true
    /// The path has a line or curve, not only moves and closes.
    package private(set) var hasSegments = false
    /// The points span both axes, so a fill can cover some area.
    package private(set) var enclosesArea = false

    package init(_ path: Path) {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        var current: CGPoint?
        func add(_ p: CGPoint) {
            guard p.x.isFinite, p.y.isFinite else { isFinite = false; return }
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        for element in path.elements {
            switch element {
            case .move(let a):
                add(a); current = a
            case .line(let a):
                if let c = current, c != a { hasSegments = true }
                add(a); current = a
            case .quadCurve(let a, let c1):
                if let c = current, c != a || c != c1 { hasSegments = true }
                add(a); add(c1); current = a
            case .curve(let a, let c1, let c2):
                if let c = current, c != a || c != c1 || c != c2 { hasSegments = true }
                add(a); add(c1); add(c2); current = a
            case .closeSubpath:
                break
            }
        }
        enclosesArea = isFinite && hasSegments && maxX > minX && maxY > minY
    }
}
