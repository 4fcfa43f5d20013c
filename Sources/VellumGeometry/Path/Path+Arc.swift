import Foundation

extension Path {
    /// Adds an arc of a circle, drawn with cubic curves of at most a quarter turn each.
    ///
    /// Angles are measured from the positive x axis; on a y-down screen,
    /// `clockwise: false` sweeps with increasing angle, which looks clockwise,
    /// as SwiftUI (Core Graphics in a flipped space) draws it.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
        clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        var sweep = endAngle.radians - startAngle.radians
        let full = 2 * Double.pi
        if clockwise {
            // Decreasing angles.
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - (sweep.truncatingRemainder(dividingBy: full) == 0 ? 0 : full) }
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + (sweep.truncatingRemainder(dividingBy: full) == 0 ? 0 : full) }
        }
        if abs(sweep) > full { sweep = sweep > 0 ? full : -full }
        var arc = Path()
        let start = CGPoint(x: center.x + radius * cos(startAngle.radians), y: center.y + radius * sin(startAngle.radians))
        arc.move(to: start)
        let segments = Swift.max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        var a0 = startAngle.radians
        for _ in 0..<segments {
            let a1 = a0 + step
            let k = 4.0 / 3.0 * tan((a1 - a0) / 4)
            let p0 = CGPoint(x: cos(a0), y: sin(a0)), p1 = CGPoint(x: cos(a1), y: sin(a1))
            let c1 = CGPoint(x: center.x + radius * (p0.x - k * p0.y), y: center.y + radius * (p0.y + k * p0.x))
            let c2 = CGPoint(x: center.x + radius * (p1.x + k * p1.y), y: center.y + radius * (p1.y - k * p1.x))
            arc.addCurve(to: CGPoint(x: center.x + radius * p1.x, y: center.y + radius * p1.y), control1: c1, control2: c2)
            a0 = a1
        }
        let moved = transform.isIdentity ? arc : arc.applying(transform)
        // Join the arc to the current subpath with a line, as Core Graphics does.
        var rest = moved.elements[...]
        if currentPoint != nil, case .move(let p)? = rest.first {
            addLine(to: p)
            rest = rest.dropFirst()
        }
        for e in rest {
            switch e {
            case .move(let p): move(to: p)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            default: break
            }
        }
    }

    /// Adds an arc of a circle given by its radius, start angle and sweep (`delta`).
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
        transform: CGAffineTransform = .identity
    ) {
        addArc(center: center, radius: radius, startAngle: startAngle,
               endAngle: startAngle + delta, clockwise: delta.radians < 0, transform: transform)
    }

    /// Adds an arc tangent to the lines from the current point to `tangent1End`
    /// and from there to `tangent2End`.
    public mutating func addArc(
        tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        guard let p0 = currentPoint else { move(to: p1); return }
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        guard l1 > 0, l2 > 0, radius > 0 else { addLine(to: p1); return }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let cosTheta = u1.x * u2.x + u1.y * u2.y
        let theta = acos(Swift.max(-1, Swift.min(1, cosTheta)))
        guard theta > 1e-9, abs(theta - .pi) > 1e-9 else { addLine(to: p1); return }
        let d = radius / tan(theta / 2)
        let t1 = CGPoint(x: p1.x + u1.x * d, y: p1.y + u1.y * d)
        let t2 = CGPoint(x: p1.x + u2.x * d, y: p1.y + u2.y * d)
        let bis = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = hypot(bis.x, bis.y)
        let h = radius / sin(theta / 2)
        let c = CGPoint(x: p1.x + bis.x / bl * h, y: p1.y + bis.y / bl * h)
        let a0 = atan2(t1.y - c.y, t1.x - c.x), a1 = atan2(t2.y - c.y, t2.x - c.x)
        let cross = u1.x * u2.y - u1.y * u2.x
        addLine(to: t1.applying(transform))
        addArc(center: c, radius: radius, startAngle: .radians(a0), endAngle: .radians(a1),
               clockwise: cross < 0 ? false : true, transform: transform)
    }
}
