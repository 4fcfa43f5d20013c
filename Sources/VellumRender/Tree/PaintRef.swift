/// A paint with its opacity.
package struct PaintRef: Hashable, Sendable {
    /// The paint.
    package var paint: AbsolutePaint
    /// Extra opacity on top of the paint's own alpha.
    package var opacity: Double
    /// Creates a paint reference.
    package init(_ paint: AbsolutePaint, opacity: Double = 1) { self.paint = paint; self.opacity = opacity }
}
