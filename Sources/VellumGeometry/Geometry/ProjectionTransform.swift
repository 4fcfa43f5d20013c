import Foundation

/// A 3 × 3 projective transformation matrix, as SwiftUI's
/// `ProjectionTransform`: a point `(x, y)` becomes the row vector
/// `(x, y, 1)` times the matrix, then is divided by the third component.
///
/// ```swift
/// Text("Tilted").projectionEffect(ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0)))
/// ```
public struct ProjectionTransform: Hashable, Sendable {
    /// The matrix entries; the third column (`m13`, `m23`, `m33`) is the
    /// perspective part.
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity transform.
    public init() {}

    /// A transform from its nine entries.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// The projective form of an affine transform.
    public init(_ m: CGAffineTransform) {
        self.init(m11: m.a, m12: m.b, m13: 0, m21: m.c, m22: m.d, m23: 0, m31: m.tx, m32: m.ty, m33: 1)
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether this has no perspective part (it is an affine transform).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(
            m11: m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31, m12: m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32,
            m13: m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33,
            m21: m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31, m22: m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32,
            m23: m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33,
            m31: m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31, m32: m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32,
            m33: m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33)
    }

    /// The determinant of the matrix.
    var determinant: CGFloat {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// Inverts the matrix in place; returns false (leaving it unchanged) when
    /// it cannot be inverted.
    @discardableResult
    public mutating func invert() -> Bool {
        let det = determinant
        guard det != 0, det.isFinite else { return false }
        self = ProjectionTransform(
            m11: (m22 * m33 - m23 * m32) / det, m12: (m13 * m32 - m12 * m33) / det, m13: (m12 * m23 - m13 * m22) / det,
            m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det, m23: (m13 * m21 - m11 * m23) / det,
            m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det, m33: (m11 * m22 - m12 * m21) / det)
        return true
    }

    /// The inverse, or `self` when it cannot be inverted.
    public func inverted() -> ProjectionTransform {
        var m = self
        m.invert()
        return m
    }

    /// The smallest divisor used for a point: points at or behind the camera
    /// (divisor ≤ 0) are pinned just in front of it rather than flipped.
    package static let minimumDivisor: CGFloat = 1e-3

    /// Where `p` lands.
    package func project(_ p: CGPoint) -> CGPoint {
        let w = Swift.max(Self.minimumDivisor, p.x * m13 + p.y * m23 + m33)
        return CGPoint(x: (p.x * m11 + p.y * m21 + m31) / w, y: (p.x * m12 + p.y * m22 + m32) / w)
    }

    /// The affine transform that agrees with this one at `p` to first order
    /// (the same image of `p`, the same derivative there): what text, images
    /// and paints are drawn with under a perspective, since SVG has none.
    package func affineApproximation(at p: CGPoint) -> CGAffineTransform {
        let w = Swift.max(Self.minimumDivisor, p.x * m13 + p.y * m23 + m33)
        let q = project(p)
        // d(X/w)/dx = (m11 − X·m13)/w and so on.
        let a = (m11 - q.x * m13) / w, b = (m12 - q.y * m13) / w
        let c = (m21 - q.x * m23) / w, d = (m22 - q.y * m23) / w
        return CGAffineTransform(a: a, b: b, c: c, d: d, tx: q.x - (a * p.x + c * p.y), ty: q.y - (b * p.x + d * p.y))
    }

    /// The affine part, when `isAffine`.
    package var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }

    /// The transform in a space whose origin is at `origin` of this one's:
    /// a view's transform (origin at its top-left corner) in absolute coordinates.
    package func moved(to origin: CGPoint) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: -origin.x, y: -origin.y))
            .concatenating(self)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: origin.x, y: origin.y)))
    }
}

extension CGPoint {
    /// The point transformed by a projection (divided by its third component).
    public func applying(_ m: ProjectionTransform) -> CGPoint { m.project(self) }
}
