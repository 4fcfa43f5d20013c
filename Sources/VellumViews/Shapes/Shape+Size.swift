import Foundation
import VellumGeometry

extension Shape {
    /// The same shape, drawn in a rectangle of a fixed size at the origin of
    /// the frame it is given, as in SwiftUI.
    ///
    /// ```swift
    /// Circle().size(width: 20, height: 20).fill(.red)   // a 20-point dot in the frame's top-left corner
    /// ```
    public func size(width: CGFloat, height: CGFloat) -> some Shape { size(CGSize(width: width, height: height)) }

    /// The same shape, drawn in a rectangle of `size` at the origin of the frame it is given.
    ///
    /// ```swift
    /// Rectangle().size(CGSize(width: 40, height: 4))
    /// ```
    public func size(_ size: CGSize) -> some Shape { SizedShape(shape: self, size: size) }
}

/// A shape drawn in a rectangle of a fixed size (`Shape.size(_:)`).
struct SizedShape<Content: Shape>: Shape {
    let shape: Content
    let size: CGSize

    func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }
}
