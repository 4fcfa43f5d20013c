import Foundation
import VellumGeometry

/// A shape trimmed to part of its outline.
public struct TrimmedShape<Content: Shape>: Shape {
    let shape: Content
    let from: CGFloat, to: CGFloat
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: from, to: to) }
}

/// A shape moved by an offset.
public struct OffsetShape<Content: Shape>: Shape {
    let shape: Content
    let offset: CGSize
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
}

/// A shape rotated about an anchor.
public struct RotatedShape<Content: Shape>: Shape {
    let shape: Content
    let angle: Angle
    let anchor: UnitPoint
    public func path(in rect: CGRect) -> Path {
        let a = anchor.point(in: rect)
        let t = CGAffineTransform(translationX: -a.x, y: -a.y)
            .concatenating(CGAffineTransform(rotationAngle: angle.radians))
            .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
        return shape.path(in: rect).applying(t)
    }
}

/// A shape scaled about an anchor.
public struct ScaledShape<Content: Shape>: Shape {
    let shape: Content
    let scale: CGSize
    let anchor: UnitPoint
    public func path(in rect: CGRect) -> Path {
        let a = anchor.point(in: rect)
        let t = CGAffineTransform(translationX: -a.x, y: -a.y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
        return shape.path(in: rect).applying(t)
    }
}

/// A type-erased shape.
public struct AnyShape: Shape {
    let make: @Sendable (CGRect) -> Path
    /// Wraps a shape.
    public init<S: Shape>(_ shape: S) { make = { shape.path(in: $0) } }
    public func path(in rect: CGRect) -> Path { make(rect) }
}
