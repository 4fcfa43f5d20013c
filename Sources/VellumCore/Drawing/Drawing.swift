import Foundation
import VellumGeometry

/// What one laid-out view draws in its own frame, with every style already
/// resolved in its environment. The painter turns it into render nodes.
///
/// Indirect: every node of a lowered tree may hold one, and its payloads are
/// large, so a node stores a reference and copying a node only retains it.
package indirect enum Drawing: Sendable {
    /// A shape filled with a paint.
    case fill(ShapeGeometry, Paint, FillStyle)
    /// A shape's outline stroked with a paint; `inset` shrinks the frame first
    /// (half the line width for `strokeBorder`).
    case stroke(ShapeGeometry, Paint, StrokeStyle, inset: CGFloat)
    /// Text drawn with a paint (per-run paints in the runs override it).
    case text(StyledText, TextOptions, Paint)
    /// An image scaled to the frame.
    case image(ImageData, interpolation: ImageInterpolation, template: Paint?)
    /// Filled layers (a symbol's), drawn in a box of `size` and scaled to the frame.
    case layers([PaintedLayer], size: CGSize)
}

/// One filled path of a multi-part drawing, in frame coordinates.
package struct PaintedLayer: Sendable {
    package var path: Path
    package var paint: Paint
    package var evenOdd: Bool
    package init(path: Path, paint: Paint, evenOdd: Bool) {
        self.path = path; self.paint = paint; self.evenOdd = evenOdd
    }
}

/// How an image is resampled when scaled.
package enum ImageInterpolation: Hashable, Sendable { case none, low, medium, high }

/// An effect applied to a view and everything it contains.
package enum Effect: Sendable {
    case opacity(Double)
    case blendMode(BlendMode)
    case clip(ShapeGeometry, FillStyle)
    case shadow(color: RGBAColor, radius: CGFloat, x: CGFloat, y: CGFloat)
    case offset(CGSize)
    case rotation(Angle, anchor: UnitPoint)
    case scale(CGSize, anchor: UnitPoint)
    /// An affine transform in the view's own coordinates (origin at its
    /// frame's top-left corner), as `GraphicsContext.transform` and
    /// `transformEffect` give it.
    case transform(CGAffineTransform)
    /// A projective transform in the view's own coordinates
    /// (`projectionEffect`); the painter projects the drawn geometry.
    case projection(ProjectionTransform)
    /// A 3D rotation projected for the view's size (`rotation3DEffect`).
    case rotation3D(Rotation3D)
    /// Effects that depend on the view's absolute frame (`visualEffect`),
    /// computed by the painter, innermost first.
    case deferred(@Sendable (CGRect) -> [Effect])
    case hidden
    /// A filter on the subtree's pixels (`blur`, `brightness`, `saturation`, …).
    case filter(RenderFilter)
    /// The subtree composited on its own before effects outside it apply
    /// (`compositingGroup`, `drawingGroup`): its blend modes stay inside.
    case compositingGroup
    /// An accessible label for the subtree (`accessibilityLabel`).
    case label(String)
    /// What assistive technologies learn of the subtree (`accessibilityElement`,
    /// traits, `accessibilityHidden`, and a label given with them).
    case accessibility(AccessibilityInfo)
}
