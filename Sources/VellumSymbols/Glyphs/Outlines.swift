import Foundation
import VellumGeometry

/// Point lists shared by the families drawn with rounded corners and cut-away parts.
enum Outline {
    /// `points` with every corner (the ends of an open list excepted) rounded
    /// off along a curve that leaves each side `radius` units from the corner,
    /// or half the side when the side is shorter.
    static func rounded(_ points: [CGPoint], _ radius: CGFloat, closed: Bool = false) -> [CGPoint] {
        let n = points.count
        guard n > 2 else { return points }
        var out: [CGPoint] = []
        for i in 0..<n {
            let b = points[i]
            if !closed && (i == 0 || i == n - 1) { out.append(b); continue }
            let a = points[(i - 1 + n) % n], c = points[(i + 1) % n]
            let t = Swift.min(radius, Pen.distance(a, b) / 2, Pen.distance(b, c) / 2)
            let u = Pen.unit(b, a), v = Pen.unit(b, c)
            let p1 = P(b.x + u.x * t, b.y + u.y * t), p2 = P(b.x + v.x * t, b.y + v.y * t)
            for k in 0...6 {
                let s = CGFloat(k) / 6, r = 1 - s
                out.append(P(r * r * p1.x + 2 * r * s * b.x + s * s * p2.x, r * r * p1.y + 2 * r * s * b.y + s * s * p2.y))
            }
        }
        return out
    }

    /// The points of the circle about `c` of radius `r` that lie farther than
    /// `clear` from `other`, in one run clockwise on screen (as `Curve.arc` runs).
    static func arcClear(of c: CGPoint, _ r: CGFloat, from other: CGPoint, clear: CGFloat) -> [CGPoint] {
        let toward = atan2(other.y - c.y, other.x - c.x) * 180 / .pi
        return Curve.arc(c, r, from: toward, to: toward + 360).filter { Pen.distance($0, other) > clear }
    }

    /// The disc about `c` of radius `r` with the disc about `other` of radius
    /// `clear` taken out of it, as one outline.
    static func bitten(_ c: CGPoint, _ r: CGFloat, by other: CGPoint, _ clear: CGFloat) -> [CGPoint] {
        let outer = arcClear(of: c, r, from: other, clear: clear)
        guard let first = outer.first, let last = outer.last else { return [] }
        let a0 = atan2(last.y - other.y, last.x - other.x) * 180 / .pi
        var a1 = atan2(first.y - other.y, first.x - other.x) * 180 / .pi
        while a1 > a0 { a1 -= 360 }
        return outer + Curve.arc(other, clear, from: a0, to: a1).dropFirst().dropLast()
    }

    /// `loop` (closed, clockwise on screen) resampled finely.
    static func dense(_ loop: [CGPoint]) -> [CGPoint] {
        var out: [CGPoint] = []
        for (k, a) in loop.enumerated() {
            let b = loop[(k + 1) % loop.count]
            let n = Swift.max(1, Int((Pen.distance(a, b) / 1.5).rounded(.up)))
            for j in 0..<n { out.append(P(a.x + (b.x - a.x) * CGFloat(j) / CGFloat(n), a.y + (b.y - a.y) * CGFloat(j) / CGFloat(n))) }
        }
        return out
    }

    /// The points of `loop` farther than `clear` from `c`, as one open run starting just after the gap.
    static func cutOpen(_ loop: [CGPoint], by c: CGPoint, _ clear: CGFloat) -> [CGPoint] {
        let pts = dense(loop)
        let outside = pts.map { Pen.distance($0, c) > clear }
        guard let start = (0..<pts.count).first(where: { outside[$0] && !outside[($0 - 1 + pts.count) % pts.count] }) else { return pts }
        var run: [CGPoint] = []
        for k in 0..<pts.count {
            let i = (start + k) % pts.count
            if !outside[i] { break }
            run.append(pts[i])
        }
        return run
    }

    /// The runs of `loop` (closed) whose points `keep` accepts, each open, in order around the loop.
    static func runs(_ loop: [CGPoint], keeping keep: (CGPoint) -> Bool) -> [[CGPoint]] {
        guard let start = loop.indices.first(where: { !keep(loop[$0]) }) else { return [loop + loop.prefix(1)] }
        var out: [[CGPoint]] = [], run: [CGPoint] = []
        for k in 1...loop.count {
            let p = loop[(start + k) % loop.count]
            if keep(p) { run.append(p) } else if !run.isEmpty { out.append(run); run = [] }
        }
        if run.count > 1 { out.append(run) }
        return out.filter { $0.count > 1 }
    }

    /// `loop` (closed, clockwise on screen) with the disc about `c` of radius `clear` taken out of it.
    static func bitten(_ loop: [CGPoint], by c: CGPoint, _ clear: CGFloat) -> [CGPoint] {
        let run = cutOpen(loop, by: c, clear)
        guard let first = run.first, let last = run.last else { return run }
        let a0 = atan2(last.y - c.y, last.x - c.x) * 180 / .pi
        var a1 = atan2(first.y - c.y, first.x - c.x) * 180 / .pi
        while a1 > a0 { a1 -= 360 }
        return run + Curve.arc(c, clear, from: a0, to: a1).dropFirst().dropLast()
    }

    /// The open list `points` resampled finely (no closing segment).
    static func denseOpen(_ points: [CGPoint]) -> [CGPoint] {
        guard points.count > 1 else { return points }
        var out: [CGPoint] = []
        for k in 0..<(points.count - 1) {
            let a = points[k], b = points[k + 1]
            let n = Swift.max(1, Int((Pen.distance(a, b) / 1.5).rounded(.up)))
            for j in 0..<n { out.append(P(a.x + (b.x - a.x) * CGFloat(j) / CGFloat(n), a.y + (b.y - a.y) * CGFloat(j) / CGFloat(n))) }
        }
        out.append(points[points.count - 1])
        return out
    }

    /// The runs of the open list `points` whose points `keep` accepts, each with at least two points.
    static func split(_ points: [CGPoint], keeping keep: (CGPoint) -> Bool) -> [[CGPoint]] {
        var out: [[CGPoint]] = [], run: [CGPoint] = []
        for p in points {
            if keep(p) { run.append(p) } else { if run.count > 1 { out.append(run) }; run = [] }
        }
        if run.count > 1 { out.append(run) }
        return out
    }

    /// The distance from `p` to the segment from `a` to `b`.
    static func distance(_ p: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = b.x - a.x, dy = b.y - a.y, l2 = dx * dx + dy * dy
        let t = l2 > 0 ? Swift.max(0, Swift.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2)) : 0
        return Pen.distance(p, P(a.x + t * dx, a.y + t * dy))
    }

    /// The part of the closed polygon `polygon` where `n·p ≥ d` (one half-plane), its direction kept.
    static func clip(_ polygon: [CGPoint], normal n: CGPoint, offset d: CGFloat) -> [CGPoint] {
        guard polygon.count > 2 else { return [] }
        let side = { (p: CGPoint) in p.x * n.x + p.y * n.y - d }
        var out: [CGPoint] = []
        for (k, a) in polygon.enumerated() {
            let b = polygon[(k + 1) % polygon.count]
            let sa = side(a), sb = side(b)
            if sa >= 0 { out.append(a) }
            if (sa >= 0) != (sb >= 0) {
                let t = sa / (sa - sb)
                out.append(P(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t))
            }
        }
        return out.count > 2 ? out : []
    }

    /// The closed loop `loop` (clockwise on screen) with the inside of the closed polygon `other` taken
    /// out, as one outline: its longest run outside `other`, closed along `other`'s edge.
    static func subtracting(_ loop: [CGPoint], _ other: [CGPoint]) -> [CGPoint] {
        let cutter = Path { p in p.addLines(other); p.closeSubpath() }
        let pts = dense(loop)
        guard let run = runs(pts, keeping: { !cutter.contains($0) }).max(by: { $0.count < $1.count }),
              run.count < pts.count, let first = run.first, let last = run.last else { return loop }
        let edge = dense(other)
        func nearest(_ q: CGPoint) -> Int { edge.indices.min { Pen.distance(edge[$0], q) < Pen.distance(edge[$1], q) } ?? 0 }
        let from = nearest(last), to = nearest(first), n = edge.count
        func walk(_ step: Int) -> [CGPoint] {
            var out: [CGPoint] = [], i = from
            while i != to && out.count <= n { out.append(edge[i]); i = (i + step + n) % n }
            return out
        }
        let shape = Path { p in p.addLines(loop); p.closeSubpath() }
        let forward = walk(1), backward = walk(-1)
        let pick = forward.count > 2 && shape.contains(forward[forward.count / 2]) ? forward : backward
        return run + pick
    }
}
