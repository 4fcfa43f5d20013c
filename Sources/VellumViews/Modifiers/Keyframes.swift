/// A type that defines changes to a value over time (`keyframeAnimator`); a
/// still picture shows the animator's initial value, so keyframes are accepted
/// and never evaluated.
///
/// ```swift
/// KeyframeTrack(\.scale) { LinearKeyframe(1.2, duration: 0.2) }
/// ```
public protocol Keyframes<Value> {
    /// The type of value animated by this keyframes type.
    associatedtype Value
}

/// A sequence of keyframes animating a single property of a root type.
///
/// ```swift
/// KeyframeTrack(\.verticalOffset) {
///     SpringKeyframe(-30, duration: 0.25, spring: .bouncy)
///     CubicKeyframe(0, duration: 0.3)
/// }
/// ```
public struct KeyframeTrack<Root, TrackValue, Content: KeyframeTrackContent>: Keyframes where Content.Value == TrackValue {
    /// The track animates its root value.
    public typealias Value = Root
    /// Creates a track that animates a property of the root value.
    public init(_ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {}
    /// Creates a track that animates the whole root value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == TrackValue {}
}

/// A group of keyframes (what `KeyframesBuilder` makes).
struct KeyframesGroup<Value>: Keyframes {}

/// Builds keyframes from tracks.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// Builds an expression.
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> some Keyframes<Value> where K.Value == Value { KeyframesGroup<Value>() }
    /// Builds a block of tracks.
    public static func buildBlock<each K: Keyframes>(_ tracks: repeat each K) -> some Keyframes<Value> { KeyframesGroup<Value>() }
    /// Builds an optional track.
    public static func buildOptional<K: Keyframes>(_ keyframes: K?) -> some Keyframes<Value> { KeyframesGroup<Value>() }
    /// Builds the first branch of a condition.
    public static func buildEither<First: Keyframes, Second: Keyframes>(first: First) -> Conditional<First, Second> { Conditional() }
    /// Builds the second branch of a condition.
    public static func buildEither<First: Keyframes, Second: Keyframes>(second: Second) -> Conditional<First, Second> { Conditional() }
    /// Builds the final result.
    public static func buildFinalResult<K: Keyframes>(_ keyframes: K) -> some Keyframes<Value> { KeyframesGroup<Value>() }

    /// Tracks chosen by a condition.
    public struct Conditional<First: Keyframes, Second: Keyframes>: Keyframes {
        /// The type of value animated.
        public typealias Value = First.Value
    }
}
