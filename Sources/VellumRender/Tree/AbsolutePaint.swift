/// A paint in absolute user-space coordinates: what the SVG emitter prints
/// without any geometry of its own.
package enum AbsolutePaint: Hashable, Sendable {
    /// A solid colour (alpha included).
    case color(RGBAColor)
    /// A linear gradient between two points.
    case linear(ResolvedGradient, start: CGPoint, end: CGPoint)
    /// A radial gradient: `startRadius` is SVG's focal radius `fr`; `transform`
    /// stretches it into an ellipse (nil for a circle).
    case radial(ResolvedGradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, transform: CGAffineTransform?)
    /// An image tiled as a pattern.
    case pattern(ImageData, tile: CGRect)
}

/// A paint with its opacity.
package struct PaintRef: Hashable, Sendable {
    package var paint: AbsolutePaint
    /// Extra opacity on top of the paint's own alpha.
    package var opacity: Double
    package init(_ paint: AbsolutePaint, opacity: Double = 1) { self.paint = paint; self.opacity = opacity }
}
