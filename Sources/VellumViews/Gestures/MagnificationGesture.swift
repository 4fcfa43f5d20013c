import Foundation

/// A gesture that recognises a magnification motion; its value is the scale
/// factor (never changes in a still picture). Deprecated in iOS 17 for `MagnifyGesture`.
///
/// ```swift
/// Image("Photo").gesture(MagnificationGesture().onChanged { print($0) })
/// ```
public struct MagnificationGesture: Gesture {
    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat
    /// Creates a magnification gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    /// The relative amount the gesture has magnified by.
    public typealias Value = CGFloat
    /// Magnification is a primitive gesture.
    public typealias Body = Never
}
