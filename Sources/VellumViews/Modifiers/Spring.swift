import Foundation

/// A representation of a spring's motion (accepted; nothing moves in a still picture).
///
/// ```swift
/// SpringKeyframe(1.5, duration: 0.3, spring: .bouncy)
/// withAnimation(.spring(Spring(duration: 0.4, bounce: 0.2))) { expanded.toggle() }
/// ```
public struct Spring: Hashable, Sendable {
    /// The perceptual duration of the spring.
    public var duration: TimeInterval
    /// How bouncy the spring is (0: no bounce).
    public var bounce: Double
    /// Creates a spring with the specified duration and bounce.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) { self.duration = duration; self.bounce = bounce }
    /// Creates a spring with the specified response and damping ratio.
    public init(response: Double, dampingRatio: Double) { self.init(duration: response, bounce: 1 - dampingRatio) }
    /// A smooth spring with a predefined duration and no bounce.
    public static var smooth: Spring { Spring() }
    /// A smooth spring of a duration.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    /// A spring with a predefined duration and small amount of bounce that feels more snappy.
    public static var snappy: Spring { Spring(bounce: 0.15) }
    /// A snappy spring of a duration.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    /// A spring with a predefined duration and higher amount of bounce.
    public static var bouncy: Spring { Spring(bounce: 0.3) }
    /// A bouncy spring of a duration.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }
}

extension Animation {
    /// An animation with a spring (no effect in a still picture).
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation { .spring }
}
