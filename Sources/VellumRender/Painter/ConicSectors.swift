import Foundation
import VellumCore
import VellumGeometry

/// An angular gradient built from geometry, since SVG has no conic gradient:
/// thin solid wedges around the centre, each the gradient's colour at its
/// middle angle, to be clipped to the filled shape. Drawn alike by every viewer.
///
/// Each wedge is a triangle whose far edge lies outside the covered bounds, so
/// the clip, not the triangle, gives the outline. A wedge reaches three steps
/// under the wedges painted after it, so an anti-aliased edge always lies over
/// a fully painted neighbour and never lets the background through (with only
/// a sliver of overlap, two half-covered edges left 10 % of the background
/// showing at 35 px from the centre). Neighbours of the same colour merge.
package enum ConicSectors {
    /// Wedges per full turn: one degree. Neighbouring colours of a typical
    /// gradient (a full colour change over a quarter turn) differ by about
    /// three 8-bit steps, which no eye sees as a band.
    package static let sectorsPerTurn = 360

    /// The wedges for `g` around `center`, starting at `start` and running
    /// clockwise (y down) to `end`, covering `bounds`.
    package static func sectors(_ g: ResolvedGradient, center: CGPoint, start: Angle, end: Angle,
                                covering bounds: CGRect, opacity: Double) -> [RenderNode] {
        guard !g.stops.isEmpty, bounds.width > 0, bounds.height > 0, center.x.isFinite, center.y.isFinite else { return [] }
        let a0 = start.radians.isFinite ? start.radians : 0
        var span = (end.radians.isFinite ? end.radians : a0 + 2 * .pi) - a0
        if span <= 0 { span = 2 * .pi }
        span = Swift.min(span, 2 * .pi)
        let step = 2 * Double.pi / Double(sectorsPerTurn)
        // Three degrees: more than a pixel from 20 px out; nearer the centre all colours meet anyway.
        let overlap = 3 * step
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        let reach = (corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 1) + 1

        // Runs of equal colour: (start angle, end angle, colour).
        var runs: [(Double, Double, RGBAColor)] = []
        for i in 0..<sectorsPerTurn {
            let s = a0 + Double(i) * step
            let color = colour(g, at: s + step / 2 - a0, span: span)
            if let last = runs.last, last.2 == color { runs[runs.count - 1].1 = s + step } else { runs.append((s, s + step, color)) }
        }
        // The first run starts early, under the last one, which closes the turn.
        runs[0].0 -= overlap
        return runs.enumerated().map { i, run in
            let to = i == runs.count - 1 ? run.1 : run.1 + overlap
            return .path(RenderPath(path: wedge(center, reach, run.0, to), fill: PaintRef(.color(run.2), opacity: opacity)))
        }
    }

    /// The colour at `angle` radians past the start.
    static func colour(_ g: ResolvedGradient, at angle: Double, span: Double) -> RGBAColor {
        let t = angle / span
        if t <= 1 { return g.color(at: t) }
        // Outside a partial gradient's range: the nearer end's colour.
        let beyond = (angle - span) / (2 * .pi - span)
        return beyond < 0.5 ? g.color(at: 1) : g.color(at: 0)
    }

    /// A wedge from angle `a` to `b` whose far side lies at least `reach` from the centre.
    /// Wide wedges (merged runs) get extra points so the far side never cuts inside `reach`.
    static func wedge(_ c: CGPoint, _ reach: CGFloat, _ a: Double, _ b: Double) -> Path {
        let pieces = Swift.max(1, Int(((b - a) / (Double.pi / 8)).rounded(.up)))
        let piece = (b - a) / Double(pieces)
        // The chord of a wedge of angle θ dips to r·cos(θ/2) at its middle.
        let r = reach / CGFloat(cos(piece / 2))
        var p = Path()
        p.move(to: c)
        for k in 0...pieces {
            let angle = a + Double(k) * piece
            p.addLine(to: CGPoint(x: c.x + r * CGFloat(cos(angle)), y: c.y + r * CGFloat(sin(angle))))
        }
        p.closeSubpath()
        return p
    }
}
