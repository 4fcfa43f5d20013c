import Foundation
import VellumGeometry

/// A gesture that recognises a rotation motion and tracks the angle of the
/// rotation (never, in a still picture).
///
/// ```swift
/// @GestureState private var angle = Angle.zero
/// Rectangle().rotationEffect(angle)
///     .gesture(RotateGesture().updating($angle) { value, state, _ in state = value.rotation })
/// ```
public struct RotateGesture: Gesture {
    /// The type representing the gesture's value.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The amount that the gesture has rotated by.
        public var rotation: Angle
        /// The current rotation velocity.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial centre of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
        init(time: Date, rotation: Angle, velocity: Angle, startAnchor: UnitPoint, startLocation: CGPoint) {
            self.time = time; self.rotation = rotation; self.velocity = velocity
            self.startAnchor = startAnchor; self.startLocation = startLocation
        }
    }
    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle
    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    /// Rotation is a primitive gesture.
    public typealias Body = Never
}
