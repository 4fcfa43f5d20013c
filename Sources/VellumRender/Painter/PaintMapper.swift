/// Maps a paint in unit coordinates of a shape's bounds to absolute coordinates.
package enum PaintMapper {
    /// The absolute paint for `paint` filling `bounds`, or nil when it draws nothing.
    package static func map(_ paint: Paint, bounds: CGRect) -> PaintRef? {
        guard !paint.isInvisible else { return nil }
        switch paint.kind {
        case .color(let c):
            return PaintRef(.color(c), opacity: paint.opacity)
        case .linearGradient(let g, let s, let e):
            guard g.stops.count > 1 else { return g.stops.first.map { PaintRef(.color($0.color), opacity: paint.opacity) } }
            return PaintRef(.linear(g, start: s.point(in: bounds), end: e.point(in: bounds)), opacity: paint.opacity)
        case .radialGradient(let g, let c, let r0, let r1):
            guard g.stops.count > 1 else { return g.stops.first.map { PaintRef(.color($0.color), opacity: paint.opacity) } }
            let start = Swift.max(0, r0.sanitized()), end = Swift.max(0, r1.sanitized())
            guard end > 0 else { return g.stops.last.map { PaintRef(.color($0.color), opacity: paint.opacity) } }
            return PaintRef(.radial(g, center: c.point(in: bounds), startRadius: Swift.min(start, end), endRadius: end, transform: nil), opacity: paint.opacity)
        case .ellipticalGradient(let g, let c, let f0, let f1):
            guard g.stops.count > 1 else { return g.stops.first.map { PaintRef(.color($0.color), opacity: paint.opacity) } }
            let w = bounds.width, h = bounds.height
            guard w > 0, h > 0, f1 > 0 else { return g.stops.last.map { PaintRef(.color($0.color), opacity: paint.opacity) } }
            let center = c.point(in: bounds)
            // A circle of radius f·w, squashed vertically by h/w about the centre.
            let t = CGAffineTransform(translationX: -center.x, y: -center.y)
                .concatenating(CGAffineTransform(scaleX: 1, y: h / w))
                .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            return PaintRef(.radial(g, center: center, startRadius: Swift.max(0, Swift.min(f0, f1)) * w, endRadius: f1 * w,
                                    transform: h == w ? nil : t), opacity: paint.opacity)
        case .angularGradient(let g, _, _, _):
            // Only reached where a conic cannot be built from sectors (strokes): use the mean colour.
            guard let first = g.stops.first else { return nil }
            return PaintRef(.color(g.color(at: 0.5 * (first.location + (g.stops.last?.location ?? 1)))), opacity: paint.opacity)
        case .image(let data, let sourceRect, let scale):
            let s = scale > 0 && scale.isFinite ? scale : 1
            let tileSize = CGSize(width: data.size.width * sourceRect.width * s, height: data.size.height * sourceRect.height * s)
            guard tileSize.width > 0, tileSize.height > 0 else { return nil }
            return PaintRef(.pattern(data, tile: CGRect(origin: bounds.origin, size: tileSize)), opacity: paint.opacity)
        }
    }
}
