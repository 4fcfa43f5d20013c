import Foundation

extension Path {
    /// The most line segments one curve is flattened into under a perspective.
    package static let maximumCurveSegments = 32
    /// The longest a flattened segment may be, measured along the projected
    /// control polygon (points): short enough that the polygon looks round.
    package static let curveSegmentLength: CGFloat = 3

    /// The path under a projection. An affine one maps control points exactly;
    /// a perspective one keeps lines straight (a projection does) and
    /// flattens curves into lines, each at most `curveSegmentLength` points
    /// long along the projected control polygon and at most
    /// `maximumCurveSegments` per curve.
    package func projected(by m: ProjectionTransform) -> Path {
        if m.isAffine { return applying(m.affine) }
        var out = Path()
        var last = CGPoint.zero, start = CGPoint.zero
        func flatten(_ point: (CGFloat) -> CGPoint, _ polygon: [CGPoint]) {
            let projected = polygon.map(m.project)
            var length: CGFloat = 0
            for i in 1..<projected.count {
                length += hypot(projected[i].x - projected[i - 1].x, projected[i].y - projected[i - 1].y)
            }
            let n = length.isFinite ? Swift.min(Self.maximumCurveSegments, Swift.max(2, Int((length / Self.curveSegmentLength).rounded(.up)))) : 2
            for k in 1...n { out.addLine(to: m.project(point(CGFloat(k) / CGFloat(n)))) }
        }
        for e in elements {
            switch e {
            case .move(let p):
                out.move(to: m.project(p)); last = p; start = p
            case .line(let p):
                out.addLine(to: m.project(p)); last = p
            case .quadCurve(let p, let c):
                let p0 = last
                flatten({ t in
                    let u = 1 - t
                    return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y)
                }, [p0, c, p])
                last = p
            case .curve(let p, let c1, let c2):
                let p0 = last
                flatten({ t in
                    let u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y)
                }, [p0, c1, c2, p])
                last = p
            case .closeSubpath:
                out.closeSubpath(); last = start
            }
        }
        return out
    }
}
