import Foundation
import VellumGeometry

extension Path {
    /// The path split into its subpaths, each starting with a move.
    var subpaths: [Path] {
        var result: [Path] = []
        var current = Path()
        for element in elements {
            if case .move = element, !current.isEmpty {
                result.append(current)
                current = Path()
            }
            switch element {
            case .move(let p): current.move(to: p)
            case .line(let p): current.addLine(to: p)
            case .quadCurve(let p, let c): current.addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): current.addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: current.closeSubpath()
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// The same outline drawn in the opposite direction, subpath by subpath,
    /// so that a hole cut with it works under both fill rules.
    func reversed() -> Path {
        var out = Path()
        for sub in subpaths {
            var start: CGPoint?
            var segments: [(from: CGPoint, element: Element)] = []
            var closed = false
            var last = CGPoint.zero
            for e in sub.elements {
                switch e {
                case .move(let p): start = p; last = p
                case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                    segments.append((last, e)); last = p
                case .closeSubpath: closed = true
                }
            }
            guard start != nil else { continue }
            out.move(to: last)
            for (from, e) in segments.reversed() {
                switch e {
                case .line: out.addLine(to: from)
                case .quadCurve(_, let c): out.addQuadCurve(to: from, control: c)
                case .curve(_, let c1, let c2): out.addCurve(to: from, control1: c2, control2: c1)
                default: break
                }
            }
            if closed { out.closeSubpath() }
        }
        return out
    }

    /// Each subpath as a polygon, curves cut into `steps` straight pieces.
    func polygons(steps: Int = 12) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero
        for e in elements {
            switch e {
            case .move(let p):
                if current.count > 1 { result.append(current) }
                current = [p]; last = p
            case .line(let p):
                current.append(p); last = p
            case .quadCurve(let p, let c):
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    current.append(CGPoint(x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
                                           y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
                }
                last = p
            case .curve(let p, let c1, let c2):
                current.append(contentsOf: Path.cubicPoints(last, c1, c2, p, steps: steps).dropFirst())
                last = p
            case .closeSubpath:
                break
            }
        }
        if current.count > 1 { result.append(current) }
        return result
    }

    /// Points on a cubic Bézier curve, both ends included.
    static func cubicPoints(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, steps: Int) -> [CGPoint] {
        (0...steps).map { i in
            let t = CGFloat(i) / CGFloat(steps), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p3.x,
                           y: a * p0.y + b * c1.y + c * c2.y + d * p3.y)
        }
    }

    /// Twice the signed area of the outline: positive when it runs clockwise
    /// on a y-down screen, as `addEllipse` and `addRoundedRect` draw.
    var signedArea: CGFloat {
        var total: CGFloat = 0
        for poly in polygons(steps: 8) {
            for i in poly.indices {
                let a = poly[i], b = poly[(i + 1) % poly.count]
                total += a.x * b.y - b.x * a.y
            }
        }
        return total / 2
    }

    /// The bounds of the drawn outline (curves followed, control points not counted).
    var inkBounds: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for poly in polygons(steps: 16) {
            for p in poly {
                minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
                minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Every subpath turned to run clockwise on screen (a solid part).
    func orientedSolid() -> Path {
        var out = Path()
        for sub in subpaths { out.addPath(sub.signedArea < 0 ? sub.reversed() : sub) }
        return out
    }

    /// Every subpath turned to run anticlockwise on screen (a hole).
    func orientedHole() -> Path {
        var out = Path()
        for sub in subpaths { out.addPath(sub.signedArea > 0 ? sub.reversed() : sub) }
        return out
    }

    /// The path turned by `degrees` (clockwise on screen) about `center`.
    func rotated(_ degrees: CGFloat, about center: CGPoint = .zero) -> Path {
        let r = degrees * .pi / 180
        let t = CGAffineTransform(translationX: -center.x, y: -center.y)
            .concatenating(CGAffineTransform(rotationAngle: r))
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        return applying(t)
    }

    /// The path scaled by `s` about the origin.
    func scaled(_ s: CGFloat) -> Path { applying(CGAffineTransform(scaleX: s, y: s)) }

    /// The path moved by `(dx, dy)`.
    func moved(_ dx: CGFloat, _ dy: CGFloat) -> Path { offsetBy(dx: dx, dy: dy) }

    /// The path mirrored left to right about x = 0.
    func mirroredX() -> Path { applying(CGAffineTransform(scaleX: -1, y: 1)).reversed() }

    /// Both paths in one.
    static func + (lhs: Path, rhs: Path) -> Path {
        var p = lhs
        p.addPath(rhs)
        return p
    }
}
