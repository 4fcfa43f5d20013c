/// A gesture that's a sequence of two gestures: the second is recognised only
/// after the first succeeds.
///
/// ```swift
/// let holdThenDrag = LongPressGesture().sequenced(before: DragGesture())
/// Circle().gesture(holdThenDrag)
/// ```
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a sequence gesture that helps to detect whether the first
    /// gesture succeeded, so the second gesture can start.
    public enum Value {
        /// The first gesture hasn't ended.
        case first(First.Value)
        /// The first gesture has ended; the second may have started.
        case second(First.Value, Second.Value?)
    }
    /// The first gesture in a sequence of two gestures.
    public var first: First
    /// The second gesture in a sequence of two gestures.
    public var second: Second
    /// Creates a sequence gesture with two gestures.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    /// A composite of primitive gestures.
    public typealias Body = Never
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
