import Foundation

extension Path {
    /// The outline of this path stroked with `style`, as a path to fill: the
    /// area a stroke with that style would paint.
    ///
    /// ```swift
    /// let ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
    ///     .strokedPath(StrokeStyle(lineWidth: 4))
    /// ```
    ///
    /// Curves are followed by short straight segments (as a projected path
    /// is), each segment, join and cap is a separate piece, and every piece
    /// turns the same way, so the pieces' union is filled under the non-zero
    /// rule. Dashes are applied first.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let half = style.lineWidth / 2
        guard half > 0, half.isFinite else { return Path() }
        var result = Path()
        for polyline in dashed(polylines(), style) {
            result.addStroke(of: polyline.points, closed: polyline.closed, half: half, style: style)
        }
        return result
    }

    /// A subpath as points, with whether it is closed.
    private struct Polyline { var points: [CGPoint]; var closed: Bool }

    /// The subpaths, curves flattened.
    private func polylines() -> [Polyline] {
        var result: [Polyline] = []
        var current = Polyline(points: [], closed: false)
        func finish() { if !current.points.isEmpty { result.append(current) }; current = Polyline(points: [], closed: false) }
        func flatten(_ from: CGPoint, _ to: CGPoint, _ point: (CGFloat) -> CGPoint) {
            let count = Swift.min(Self.maximumCurveSegments, Swift.max(4, Int((hypot(to.x - from.x, to.y - from.y) / Self.curveSegmentLength).rounded(.up))))
            for i in 1...count { current.points.append(point(CGFloat(i) / CGFloat(count))) }
        }
        for element in elements {
            let last = current.points.last ?? .zero
            switch element {
            case .move(let p): finish(); current.points = [p]
            case .line(let p): current.points.append(p)
            case .quadCurve(let p, let c):
                flatten(last, p) { t in
                    let u = 1 - t
                    return CGPoint(x: u * u * last.x + 2 * u * t * c.x + t * t * p.x, y: u * u * last.y + 2 * u * t * c.y + t * t * p.y)
                }
            case .curve(let p, let c1, let c2):
                flatten(last, p) { t in
                    let u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    return CGPoint(x: a * last.x + b * c1.x + c * c2.x + d * p.x, y: a * last.y + b * c1.y + c * c2.y + d * p.y)
                }
            case .closeSubpath:
                let start = current.points.first
                current.closed = true
                finish()
                if let start { current.points = [start] }
            }
        }
        finish()
        return result.filter { $0.closed || $0.points.count > 1 || style(ofSinglePoint: $0) }
    }

    private func style(ofSinglePoint polyline: Polyline) -> Bool { polyline.points.count == 1 }

    /// The polylines cut into dashes (unchanged without a dash pattern).
    private func dashed(_ polylines: [Polyline], _ style: StrokeStyle) -> [Polyline] {
        let pattern = style.dash.map { Swift.max(0, $0) }
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0, period.isFinite else { return polylines }
        var result: [Polyline] = []
        for polyline in polylines {
            var points = polyline.points
            if polyline.closed, let first = points.first { points.append(first) }
            var index = 0
            var remaining = pattern[0]
            var on = true
            var phase = style.dashPhase.truncatingRemainder(dividingBy: period)
            if phase < 0 { phase += period }
            while phase > 0 {
                if phase >= remaining { phase -= remaining; index = (index + 1) % pattern.count; remaining = pattern[index]; on.toggle() } else { remaining -= phase; phase = 0 }
            }
            var dash: [CGPoint] = on && !points.isEmpty ? [points[0]] : []
            for (a, b) in zip(points, points.dropFirst()) {
                var from = a
                var length = hypot(b.x - from.x, b.y - from.y)
                while length > 0 {
                    let step = Swift.min(remaining, length)
                    let t = step / length
                    let to = CGPoint(x: from.x + (b.x - from.x) * t, y: from.y + (b.y - from.y) * t)
                    if on { dash.append(to) }
                    remaining -= step; length -= step; from = to
                    if remaining <= 0 {
                        if on, dash.count > 1 { result.append(Polyline(points: dash, closed: false)) }
                        on.toggle(); index = (index + 1) % pattern.count; remaining = pattern[index]
                        dash = on ? [from] : []
                    }
                }
            }
            if on, dash.count > 1 { result.append(Polyline(points: dash, closed: false)) }
        }
        return result
    }

    /// Adds the pieces of one polyline's stroke.
    private mutating func addStroke(of input: [CGPoint], closed: Bool, half: CGFloat, style: StrokeStyle) {
        var points: [CGPoint] = []
        for p in input where points.last.map({ hypot(p.x - $0.x, p.y - $0.y) > 1e-9 }) ?? true { points.append(p) }
        if closed, points.count > 1, let first = points.first, let last = points.last, hypot(first.x - last.x, first.y - last.y) <= 1e-9 { points.removeLast() }
        guard points.count > 1 else {
            if let p = points.first, !closed {
                switch style.lineCap {
                case .round: addPiece(circle(p, half))
                case .square: addPiece([CGPoint(x: p.x - half, y: p.y - half), CGPoint(x: p.x + half, y: p.y - half),
                                        CGPoint(x: p.x + half, y: p.y + half), CGPoint(x: p.x - half, y: p.y + half)])
                default: break
                }
            }
            return
        }
        let segments = closed ? points.count : points.count - 1
        func normal(_ i: Int) -> CGPoint {
            let a = points[i], b = points[(i + 1) % points.count]
            let length = hypot(b.x - a.x, b.y - a.y)
            return CGPoint(x: -(b.y - a.y) / length * half, y: (b.x - a.x) / length * half)
        }
        for i in 0..<segments {
            var a = points[i], b = points[(i + 1) % points.count]
            let n = normal(i)
            if !closed, style.lineCap == .square {
                let d = CGPoint(x: n.y, y: -n.x)   // along the segment, half a width long
                if i == 0 { a = CGPoint(x: a.x - d.x, y: a.y - d.y) }
                if i == segments - 1 { b = CGPoint(x: b.x + d.x, y: b.y + d.y) }
            }
            addPiece([CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                      CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y)])
        }
        // Joins, at every vertex between two segments.
        let joins = closed ? Array(0..<points.count) : Array(1..<(points.count - 1))
        for j in joins {
            let before = normal((j - 1 + points.count) % points.count), after = normal(j % points.count)
            let p = points[j]
            if style.lineJoin == .round { addPiece(circle(p, half)); continue }
            // The outer side is where the turn opens: pick the normals' sign from the turn.
            let turn = before.x * after.y - before.y * after.x
            let s: CGFloat = turn > 0 ? -1 : 1
            let n1 = CGPoint(x: before.x * s, y: before.y * s), n2 = CGPoint(x: after.x * s, y: after.y * s)
            var piece = [p, CGPoint(x: p.x + n1.x, y: p.y + n1.y)]
            if style.lineJoin == .miter {
                let sum = CGPoint(x: n1.x + n2.x, y: n1.y + n2.y)
                let cosine = (n1.x * n2.x + n1.y * n2.y) / (half * half)
                let miterLength = 1 / Swift.max(1e-9, ((1 + cosine) / 2).squareRoot())   // in half-widths
                if miterLength <= style.miterLimit, hypot(sum.x, sum.y) > 1e-9 {
                    let scale = half * miterLength / hypot(sum.x, sum.y)
                    piece.append(CGPoint(x: p.x + sum.x * scale, y: p.y + sum.y * scale))
                }
            }
            piece.append(CGPoint(x: p.x + n2.x, y: p.y + n2.y))
            addPiece(piece)
        }
        if !closed, style.lineCap == .round {
            addPiece(circle(points[0], half))
            addPiece(circle(points[points.count - 1], half))
        }
    }

    /// A circle as a polygon.
    private func circle(_ c: CGPoint, _ r: CGFloat) -> [CGPoint] {
        (0..<32).map { i in
            let a = CGFloat(i) / 32 * 2 * .pi
            return CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
        }
    }

    /// Adds a closed polygon, turned so that every piece winds the same way.
    private mutating func addPiece(_ polygon: [CGPoint]) {
        guard polygon.count > 2 else { return }
        var area: CGFloat = 0
        for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) { area += a.x * b.y - b.x * a.y }
        guard abs(area) > 1e-12 else { return }
        addLines(area > 0 ? polygon : polygon.reversed())
        closeSubpath()
    }
}
