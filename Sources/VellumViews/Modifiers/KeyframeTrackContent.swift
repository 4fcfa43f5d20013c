import Foundation

/// A group of keyframes that define an interpolation curve of an animatable value.
public protocol KeyframeTrackContent<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value
}

/// Keyframes of one track, as `KeyframeTrackContentBuilder` makes them.
struct KeyframeSequence<Value>: KeyframeTrackContent {}

/// Builds the keyframes of a track.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    /// Builds an expression.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> some KeyframeTrackContent<Value> where K.Value == Value { KeyframeSequence<Value>() }
    /// Builds a block of keyframes.
    public static func buildBlock<each K: KeyframeTrackContent>(_ keyframes: repeat each K) -> some KeyframeTrackContent<Value> { KeyframeSequence<Value>() }
    /// Builds an optional keyframe.
    public static func buildOptional<K: KeyframeTrackContent>(_ keyframe: K?) -> some KeyframeTrackContent<Value> { KeyframeSequence<Value>() }
    /// Builds the first branch of a condition.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first: First) -> Conditional<First, Second> { Conditional() }
    /// Builds the second branch of a condition.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second: Second) -> Conditional<First, Second> { Conditional() }
    /// Builds keyframes from a loop.
    public static func buildArray<K: KeyframeTrackContent>(_ keyframes: [K]) -> some KeyframeTrackContent<Value> { KeyframeSequence<Value>() }

    /// Keyframes chosen by a condition.
    public struct Conditional<First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent {
        /// The type of value the keyframes animate.
        public typealias Value = First.Value
    }
}

/// A keyframe that uses simple linear interpolation.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    /// Creates a new keyframe using the given value and timestamp.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// A keyframe that uses a spring function to interpolate towards the given value.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    /// Creates a new keyframe using the given value and timestamp.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// A keyframe that uses a cubic curve to smoothly interpolate between values.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    /// Creates a new keyframe using the given value and timestamp.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// A keyframe that immediately moves to the given value without interpolating.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    /// Creates a new keyframe using the given value.
    public init(_ to: Value) {}
}
