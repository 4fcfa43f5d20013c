import Foundation
import VellumGeometry
import VellumViews


/// Lines through points with an interpolation method, as paths.
package enum ChartCurves {
    /// Adds a line through `points` to `path`; starts a new subpath when `move`,
    /// else continues from the path's current point with a straight segment.
    package static func add(_ points: [CGPoint], method: InterpolationMethod, to path: inout Path, move: Bool) {
        guard let first = points.first else { return }
        if move { path.move(to: first) } else { path.addLine(to: first) }
        guard points.count > 1 else { return }
        switch method.storage {
        case .linear:
            for p in points.dropFirst() { path.addLine(to: p) }
        case .stepStart:
            for (a, b) in zip(points, points.dropFirst()) { path.addLine(to: CGPoint(x: a.x, y: b.y)); path.addLine(to: b) }
        case .stepEnd:
            for (a, b) in zip(points, points.dropFirst()) { path.addLine(to: CGPoint(x: b.x, y: a.y)); path.addLine(to: b) }
        case .stepCenter:
            for (a, b) in zip(points, points.dropFirst()) {
                let mid = (a.x + b.x) / 2
                path.addLine(to: CGPoint(x: mid, y: a.y)); path.addLine(to: CGPoint(x: mid, y: b.y)); path.addLine(to: b)
            }
        case .cardinal(let tension):
            cardinal(points, tension: tension, &path)
        case .catmullRom:
            cardinal(points, tension: 0, &path)
        case .monotone:
            monotone(points, &path)
        }
    }

    static func cardinal(_ p: [CGPoint], tension: Double, _ path: inout Path) {
        let k = CGFloat(1 - tension) / 6
        for i in 0..<(p.count - 1) {
            let p0 = p[max(0, i - 1)], p1 = p[i], p2 = p[i + 1], p3 = p[min(p.count - 1, i + 2)]
            path.addCurve(to: p2, control1: CGPoint(x: p1.x + (p2.x - p0.x) * k, y: p1.y + (p2.y - p0.y) * k),
                          control2: CGPoint(x: p2.x - (p3.x - p1.x) * k, y: p2.y - (p3.y - p1.y) * k))
        }
    }

    /// Fritsch–Carlson monotone cubic interpolation in x.
    static func monotone(_ p: [CGPoint], _ path: inout Path) {
        let n = p.count
        var d = [CGFloat](repeating: 0, count: n - 1)
        for i in 0..<(n - 1) {
            let dx = p[i + 1].x - p[i].x
            d[i] = dx == 0 ? 0 : (p[i + 1].y - p[i].y) / dx
        }
        var m = [CGFloat](repeating: 0, count: n)
        m[0] = d[0]; m[n - 1] = d[n - 2]
        for i in 1..<max(1, n - 1) where i < n - 1 { m[i] = d[i - 1] * d[i] <= 0 ? 0 : (d[i - 1] + d[i]) / 2 }
        for i in 0..<(n - 1) {
            if d[i] == 0 { m[i] = 0; m[i + 1] = 0; continue }
            let a = m[i] / d[i], b = m[i + 1] / d[i], s = a * a + b * b
            if s > 9 { let t = 3 / s.squareRoot(); m[i] = t * a * d[i]; m[i + 1] = t * b * d[i] }
        }
        for i in 0..<(n - 1) {
            let dx = (p[i + 1].x - p[i].x) / 3
            path.addCurve(to: p[i + 1], control1: CGPoint(x: p[i].x + dx, y: p[i].y + m[i] * dx),
                          control2: CGPoint(x: p[i + 1].x - dx, y: p[i + 1].y - m[i + 1] * dx))
        }
    }
}
