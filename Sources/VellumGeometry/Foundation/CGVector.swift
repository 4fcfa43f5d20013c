import Foundation

#if !canImport(Darwin)  // Core Graphics; not `canImport(CoreGraphics)`, which Vellum's own CoreGraphics module answers on Linux
/// A two-dimensional vector, as Core Graphics defines it, for platforms
/// without Core Graphics (SwiftUI's `DragGesture` velocities and physics-style
/// code use it).
///
/// ```swift
/// let velocity = CGVector(dx: 120, dy: -40)
/// ```
public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// The zero vector.
    public init() { self.init(dx: 0, dy: 0) }
    /// A vector from its components.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// A vector from `Double` components.
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    /// A vector from integer components.
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }

    /// The zero vector.
    public static let zero = CGVector()
}
#endif
