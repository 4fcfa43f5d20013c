import Foundation
import VellumGeometry

nonisolated extension View {
    /// Renders the view's content as if rotated in three dimensions about
    /// `axis`, projected back onto the view's plane.
    ///
    /// As in SwiftUI, the camera sits `max(width, height) / perspective`
    /// points in front of the view (perspective 1: one view length away;
    /// 0: no perspective). The painter projects paths exactly; text without
    /// outlines, images and paints use the projection's affine
    /// approximation at their centre, since SVG has no perspective.
    ///
    /// ```swift
    /// Text("Rotation by passing an angle in degrees")
    ///     .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
    /// ```
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        let r = Rotation3D(angle: angle, axis: axis, anchor: anchor.validatedAnchor,
                           anchorZ: anchorZ.clampedLength(), perspective: perspective.isFinite ? perspective.clampedLength() : 0)
        return wrapped("rotation3DEffect", .effect(.rotation3D(r)))
    }

    /// Applies a projection transform to the view's drawing, in the view's
    /// own coordinates (origin at its top-left corner). Non-finite entries
    /// count as the identity's.
    ///
    /// ```swift
    /// Rectangle().fill(.blue).frame(width: 100, height: 60)
    ///     .projectionEffect(ProjectionTransform(m11: 1, m12: 0, m13: 0.002,
    ///                                           m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1))
    /// ```
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        wrapped("projectionEffect", .effect(.projection(transform.sanitized)))
    }

    /// Applies an affine transform to the view's drawing, in the view's own
    /// coordinates (origin at its top-left corner).
    ///
    /// ```swift
    /// Text("Skewed").transformEffect(CGAffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0))
    /// ```
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        wrapped("transformEffect", .effect(.transform(transform)))
    }
}

extension ProjectionTransform {
    /// The transform with each non-finite entry replaced by the identity's.
    var sanitized: ProjectionTransform {
        func f(_ v: CGFloat, _ d: CGFloat) -> CGFloat { v.isFinite ? v.clampedLength() : d }
        return ProjectionTransform(m11: f(m11, 1), m12: f(m12, 0), m13: f(m13, 0), m21: f(m21, 0), m22: f(m22, 1), m23: f(m23, 0),
                                   m31: f(m31, 0), m32: f(m32, 0), m33: f(m33, 1))
    }
}
