import Foundation

/// The parameters of `rotation3DEffect`, turned into a projection for a
/// view's size as SwiftUI does it (OpenSwiftUI `Rotation3DEffect.swift`,
/// which follows SwiftUI's `_Rotation3DEffect`): move the anchor (with
/// `anchorZ`) to the origin, rotate about the unit axis, project with a camera
/// at distance `max(width, height) / perspective` (Core Animation's
/// `m34 = -1 / distance`), move back, and drop z.
package struct Rotation3D: Hashable, Sendable {
    package var angle: Angle
    package var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    package var anchor: UnitPoint
    package var anchorZ: CGFloat
    package var perspective: CGFloat

    package init(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat) {
        self.angle = angle; self.axis = axis; self.anchor = anchor; self.anchorZ = anchorZ; self.perspective = perspective
    }

    package static func == (l: Rotation3D, r: Rotation3D) -> Bool {
        l.angle == r.angle && l.axis == r.axis && l.anchor == r.anchor && l.anchorZ == r.anchorZ && l.perspective == r.perspective
    }
    package func hash(into h: inout Hasher) {
        h.combine(angle); h.combine(axis.x); h.combine(axis.y); h.combine(axis.z)
        h.combine(anchor); h.combine(anchorZ); h.combine(perspective)
    }

    /// The camera's distance from the view's plane for a view of `size`
    /// (infinite, an orthographic view, when `perspective` is 0).
    package func cameraDistance(for size: CGSize) -> CGFloat {
        let p = perspective.isFinite ? perspective : 0
        return p == 0 ? .infinity : Swift.max(size.width, size.height) / p
    }

    /// The projection of a view of `size`, in its own coordinates (origin at its top-left corner).
    package func transform(for size: CGSize) -> ProjectionTransform {
        let len = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        let theta = angle.radians
        // Core Animation leaves a rotation about a zero axis undone.
        guard len > 0, len.isFinite, theta.isFinite else { return ProjectionTransform() }
        let x = axis.x / len, y = axis.y / len, z = axis.z / len
        let c = cos(theta), s = sin(theta), t = 1 - c
        // Rows of the rotation, for row vectors (Core Animation's convention:
        // a positive angle about z turns clockwise on a y-down screen).
        let r1 = (c + x * x * t, x * y * t + z * s, x * z * t - y * s)
        let r2 = (x * y * t - z * s, c + y * y * t, y * z * t + x * s)
        let r3 = (x * z * t + y * s, y * z * t - x * s, c + z * z * t)
        let ax = anchor.x * size.width, ay = anchor.y * size.height, az = anchorZ.isFinite ? anchorZ : 0
        let k = 1 / cameraDistance(for: size)   // 0 for an infinite distance
        // Where the origin goes before the projection: −anchor, rotated.
        let o = (-ax * r1.0 - ay * r2.0 - az * r3.0, -ax * r1.1 - ay * r2.1 - az * r3.1, -ax * r1.2 - ay * r2.2 - az * r3.2)
        let w0 = 1 - o.2 * k
        return ProjectionTransform(
            m11: r1.0 - ax * r1.2 * k, m12: r1.1 - ay * r1.2 * k, m13: -r1.2 * k,
            m21: r2.0 - ax * r2.2 * k, m22: r2.1 - ay * r2.2 * k, m23: -r2.2 * k,
            m31: o.0 + ax * w0, m32: o.1 + ay * w0, m33: w0)
    }
}
