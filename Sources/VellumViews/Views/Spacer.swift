import Foundation
import VellumLayout

/// A flexible space that expands along the major axis of its stack.
///
/// ```swift
/// HStack { Text("Left"); Spacer(); Text("Right") }
/// ```
public struct Spacer: PrimitiveView, Sendable {
    /// The minimum length (nil: the default spacing, 8).
    public var minLength: CGFloat?
    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength.map { $0.isFinite ? Swift.max(0, $0.clampedLength()) : 0 } }
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        [LayoutNode(.leaf(.spacer(minLength: minLength)), name: "Spacer")]
    }
}
