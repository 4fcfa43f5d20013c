import Foundation
import VellumCore
import VellumGeometry

/// Maps a paint in unit coordinates of a shape's bounds to absolute coordinates,
/// as SwiftUI places it: every unit point on the filled shape's bounds.
/// Perceptual gradients become their sRGB equivalents here
/// (`ResolvedGradient.deviceEquivalent`), so the emitter only prints stops.
package enum PaintMapper {
    /// The absolute paint for `paint` filling `bounds`, or nil when it draws nothing.
    package static func map(_ paint: Paint, bounds: CGRect) -> PaintRef? {
        guard !paint.isInvisible else { return nil }
        func solid(_ stop: ResolvedGradient.Stop?) -> PaintRef? { stop.map { PaintRef(.color($0.color), opacity: paint.opacity) } }
        switch paint.kind {
        case .color(let c):
            return PaintRef(.color(c), opacity: paint.opacity)
        case .linearGradient(let g, let s, let e):
            guard g.stops.count > 1 else { return solid(g.stops.first) }
            let start = s.point(in: bounds), end = e.point(in: bounds)
            // A zero-length axis: SVG would paint the last stop; CoreGraphics too.
            guard start != end, start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return solid(g.stops.last) }
            return PaintRef(.linear(g.deviceEquivalent, start: start, end: end), opacity: paint.opacity)
        case .radialGradient(let g, let c, let r0, let r1):
            guard g.stops.count > 1 else { return solid(g.stops.first) }
            let start = Swift.max(0, r0.sanitized()), end = Swift.max(0, r1.sanitized())
            guard end > 0 else { return solid(g.stops.last) }
            return PaintRef(.radial(concentric(g.deviceEquivalent, startRadius: Swift.min(start, end), endRadius: end), center: c.point(in: bounds),
                                    radius: end, transform: nil), opacity: paint.opacity)
        case .ellipticalGradient(let g, let c, let f0, let f1):
            guard g.stops.count > 1 else { return solid(g.stops.first) }
            let w = bounds.width, h = bounds.height
            let end = f1.sanitized(), start = Swift.max(0, Swift.min(f0.sanitized(), end))
            guard w > 0, h > 0, end > 0 else { return solid(g.stops.last) }
            let center = c.point(in: bounds)
            // Fractions of the bounds' size: a circle of radius f·w, squashed
            // vertically by h/w about the centre, so it touches all four sides at f = 0.5.
            let t = CGAffineTransform(translationX: -center.x, y: -center.y)
                .concatenating(CGAffineTransform(scaleX: 1, y: h / w))
                .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            return PaintRef(.radial(concentric(g.deviceEquivalent, startRadius: start * w, endRadius: end * w), center: center, radius: end * w,
                                    transform: h == w ? nil : t), opacity: paint.opacity)
        case .angularGradient(let g, _, _, _):
            // Only reached where a conic cannot be built from sectors (strokes): use the mean colour.
            guard let first = g.stops.first else { return nil }
            return PaintRef(.color(g.color(at: 0.5 * (first.location + (g.stops.last?.location ?? 1)))), opacity: paint.opacity)
        case .image(let data, let sourceRect, let scale):
            let s = scale > 0 && scale.isFinite ? scale : 1
            let full = CGSize(width: data.size.width * s, height: data.size.height * s)
            let tileSize = CGSize(width: full.width * sourceRect.width, height: full.height * sourceRect.height)
            guard tileSize.width > 0, tileSize.height > 0, tileSize.width.isFinite, tileSize.height.isFinite else { return nil }
            let image = CGRect(x: -sourceRect.minX * full.width, y: -sourceRect.minY * full.height, width: full.width, height: full.height)
            return PaintRef(.pattern(data, tile: CGRect(origin: bounds.origin, size: tileSize), image: image), opacity: paint.opacity)
        }
    }

    /// The stops of a gradient running from `startRadius` to `endRadius`,
    /// rewritten for one that runs from the centre to `endRadius`: each stop
    /// moves to `(r0 + t·(r1 − r0)) / r1`, and the first colour fills the
    /// disc inside the start radius, as SwiftUI draws it. Exact, and drawn
    /// alike by every viewer (SVG's `fr` is not).
    package static func concentric(_ g: ResolvedGradient, startRadius r0: CGFloat, endRadius r1: CGFloat) -> ResolvedGradient {
        guard r0 > 0, r1 > 0, let first = g.stops.first else { return g }
        let k = Double(r0 / r1)
        let moved = g.stops.map { ResolvedGradient.Stop(color: $0.color, location: k + $0.location * (1 - k)) }
        var out = ResolvedGradient(stops: [ResolvedGradient.Stop(color: first.color, location: 0)] + moved)
        out.spread = g.spread
        return out
    }
}
