import Foundation

/// A gesture that succeeds when the user performs a long press (never, in a
/// still picture). Its value is whether the press is still in progress.
///
/// ```swift
/// Circle().gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in print("held") })
/// ```
public struct LongPressGesture: Gesture {
    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat
    /// Creates a long-press gesture with a minimum duration and a maximum
    /// distance that the interaction can move before the gesture fails.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration; self.maximumDistance = maximumDistance
    }
    /// Whether the press is in progress.
    public typealias Value = Bool
    /// Long presses are primitive gestures.
    public typealias Body = Never
}
