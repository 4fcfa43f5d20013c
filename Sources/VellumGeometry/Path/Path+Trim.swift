import Foundation

extension Path {
    /// The part of the path between two fractions of its total length,
    /// with curves split exactly where the cut falls.
    public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
        let a = Swift.max(0, Swift.min(1, start.sanitized())), b = Swift.max(0, Swift.min(1, end.sanitized()))
        guard b > a else { return Path() }
        if a == 0 && b == 1 { return self }
        let segments = PathSegments(self)
        let total = segments.totalLength
        guard total > 0 else { return Path() }
        return segments.slice(from: a * total, to: b * total)
    }
}

/// A path as a list of measured drawing segments (lines and cubics).
struct PathSegments {
    enum Piece { case line(CGPoint, CGPoint), cubic(CGPoint, CGPoint, CGPoint, CGPoint) }
    struct Segment { var piece: Piece; var length: CGFloat; var startsSubpath: Bool }
    var segments: [Segment] = []

    init(_ path: Path) {
        var current = CGPoint.zero, start = CGPoint.zero, newSubpath = true
        for e in path.elements {
            switch e {
            case .move(let p): current = p; start = p; newSubpath = true
            case .line(let p):
                append(.line(current, p), &newSubpath); current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                append(.cubic(current, c1, c2, p), &newSubpath); current = p
            case .curve(let p, let c1, let c2):
                append(.cubic(current, c1, c2, p), &newSubpath); current = p
            case .closeSubpath:
                if current != start { append(.line(current, start), &newSubpath) }
                current = start; newSubpath = true
            }
        }
    }

    private mutating func append(_ piece: Piece, _ newSubpath: inout Bool) {
        segments.append(Segment(piece: piece, length: Self.length(piece), startsSubpath: newSubpath))
        newSubpath = false
    }

    var totalLength: CGFloat { segments.reduce(0) { $0 + $1.length } }

    static func length(_ piece: Piece) -> CGFloat {
        switch piece {
        case .line(let a, let b): return hypot(b.x - a.x, b.y - a.y)
        case .cubic:
            var len: CGFloat = 0, prev = point(piece, 0)
            for i in 1...32 { let p = point(piece, CGFloat(i) / 32); len += hypot(p.x - prev.x, p.y - prev.y); prev = p }
            return len
        }
    }

    static func point(_ piece: Piece, _ t: CGFloat) -> CGPoint {
        switch piece {
        case .line(let a, let b): return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        case .cubic(let p0, let p1, let p2, let p3):
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }

    /// The parameter at which `piece` reaches `distance` along its length.
    static func parameter(_ piece: Piece, at distance: CGFloat, length: CGFloat) -> CGFloat {
        guard length > 0 else { return 0 }
        if case .line = piece { return distance / length }
        var acc: CGFloat = 0, prev = point(piece, 0)
        for i in 1...32 {
            let t = CGFloat(i) / 32, p = point(piece, t)
            let step = hypot(p.x - prev.x, p.y - prev.y)
            if acc + step >= distance { return t - (1 - (distance - acc) / Swift.max(step, 1e-12)) / 32 }
            acc += step; prev = p
        }
        return 1
    }

    /// The piece between parameters t0 and t1.
    static func sub(_ piece: Piece, _ t0: CGFloat, _ t1: CGFloat) -> Piece {
        switch piece {
        case .line: return .line(point(piece, t0), point(piece, t1))
        case .cubic(let p0, let p1, let p2, let p3):
            func split(_ q0: CGPoint, _ q1: CGPoint, _ q2: CGPoint, _ q3: CGPoint, _ t: CGFloat) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
                func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
                let a = lerp(q0, q1), b = lerp(q1, q2), c = lerp(q2, q3), d = lerp(a, b), e = lerp(b, c), f = lerp(d, e)
                return (f, e, c, q3)  // the second half, from t to 1
            }
            // Cut at t0 (keep the right part), then at the rescaled t1.
            let r = split(p0, p1, p2, p3, t0)
            let t = t0 >= 1 ? 1 : (t1 - t0) / (1 - t0)
            // Left part of r up to t: reverse, split, reverse.
            let rev = split(r.3, r.2, r.1, r.0, 1 - t)
            return .cubic(rev.3, rev.2, rev.1, rev.0)
        }
    }

    func slice(from a: CGFloat, to b: CGFloat) -> Path {
        var out = Path()
        var pos: CGFloat = 0
        var drawing = false
        for s in segments {
            let s0 = pos, s1 = pos + s.length
            pos = s1
            guard s1 > a, s0 < b else { if s.startsSubpath { drawing = false }; continue }
            let t0 = a > s0 ? Self.parameter(s.piece, at: a - s0, length: s.length) : 0
            let t1 = b < s1 ? Self.parameter(s.piece, at: b - s0, length: s.length) : 1
            let piece = (t0 == 0 && t1 == 1) ? s.piece : Self.sub(s.piece, t0, t1)
            let startPoint = Self.point(piece, 0)
            if !drawing || s.startsSubpath || out.currentPoint != startPoint { out.move(to: startPoint) }
            drawing = true
            switch piece {
            case .line(_, let e): out.addLine(to: e)
            case .cubic(_, let c1, let c2, let e): out.addCurve(to: e, control1: c1, control2: c2)
            }
        }
        return out
    }
}
