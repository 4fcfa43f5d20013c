import VellumGeometry

/// A gesture that recognises a rotation motion; its value is the angle
/// (never changes in a still picture). Deprecated in iOS 17 for `RotateGesture`.
///
/// ```swift
/// Rectangle().gesture(RotationGesture().onEnded { print($0.degrees) })
/// ```
public struct RotationGesture: Gesture {
    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle
    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    /// The angle of the rotation.
    public typealias Value = Angle
    /// Rotation is a primitive gesture.
    public typealias Body = Never
}
