/// An angular gradient built from geometry, since SVG has no conic gradient:
/// thin solid sectors around the centre, each the gradient's colour at its
/// middle angle, overlapping slightly so no seam shows.
package enum ConicSectors {
    /// Sectors per full turn: fine enough that neighbouring colours differ by
    /// less than one 8-bit step in typical gradients.
    static let sectorsPerTurn = 360

    package static func sectors(_ g: ResolvedGradient, center: CGPoint, start: Angle, end: Angle,
                                covering bounds: CGRect, opacity: Double) -> [RenderNode] {
        guard !g.stops.isEmpty, bounds.width > 0, bounds.height > 0 else { return [] }
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        let radius = (corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 1) + 1
        let a0 = start.radians.isFinite ? start.radians : 0
        var span = (end.radians.isFinite ? end.radians : a0 + 2 * .pi) - a0
        if span <= 0 { span = 2 * .pi }
        span = Swift.min(span, 2 * .pi)
        let step = 2 * Double.pi / Double(sectorsPerTurn)
        let overlap = step * 0.5
        var nodes: [RenderNode] = []
        var previous: RGBAColor?
        var runStart = a0
        // Merge neighbouring sectors of the same colour into one wedge.
        func flush(_ upTo: Double, _ color: RGBAColor) {
            nodes.append(.path(RenderPath(path: wedge(center, radius, runStart, upTo + overlap), fill: PaintRef(.color(color), opacity: opacity))))
        }
        for i in 0..<sectorsPerTurn {
            let s = a0 + Double(i) * step, mid = s + step / 2
            let t = (mid - a0) / span
            let color: RGBAColor
            if t <= 1 {
                color = g.color(at: t)
            } else {
                // Outside the gradient's angle range: the nearer end's colour.
                let beyond = (mid - a0 - span) / (2 * .pi - span)
                color = beyond < 0.5 ? g.color(at: 1) : g.color(at: 0)
            }
            if let p = previous, p != color { flush(s, p); runStart = s }
            previous = color
        }
        if let p = previous { flush(a0 + 2 * .pi - overlap, p) }
        return nodes
    }

    private static func wedge(_ c: CGPoint, _ r: CGFloat, _ a: Double, _ b: Double) -> Path {
        var p = Path()
        p.move(to: c)
        p.addLine(to: CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a)))
        p.addArc(center: c, radius: r, startAngle: .radians(a), endAngle: .radians(b), clockwise: false)
        p.closeSubpath()
        return p
    }
}
