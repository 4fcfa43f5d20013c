import Foundation
import VellumGeometry

/// A gesture that recognises a magnification motion and tracks the amount of
/// magnification (never, in a still picture).
///
/// ```swift
/// @GestureState private var scale: CGFloat = 1
/// Image("Photo").scaleEffect(scale)
///     .gesture(MagnifyGesture().updating($scale) { value, state, _ in state = value.magnification })
/// ```
public struct MagnifyGesture: Gesture {
    /// The type representing the gesture's value.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has magnified by.
        public var magnification: CGFloat
        /// The current magnification velocity.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial centre of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
        init(time: Date, magnification: CGFloat, velocity: CGFloat, startAnchor: UnitPoint, startLocation: CGPoint) {
            self.time = time; self.magnification = magnification; self.velocity = velocity
            self.startAnchor = startAnchor; self.startLocation = startLocation
        }
    }
    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat
    /// Creates a magnify gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    /// Magnification is a primitive gesture.
    public typealias Body = Never
}
