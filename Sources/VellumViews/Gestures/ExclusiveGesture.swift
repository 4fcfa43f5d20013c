/// A gesture that consists of two gestures where only one of them can succeed.
///
/// ```swift
/// let tapOrHold = TapGesture().exclusively(before: LongPressGesture())
/// Circle().gesture(tapOrHold)
/// ```
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of an exclusive gesture that indicates which of two gestures succeeded.
    public enum Value {
        /// The first of two gestures succeeded.
        case first(First.Value)
        /// The second of two gestures succeeded.
        case second(Second.Value)
    }
    /// The first of two gestures.
    public var first: First
    /// The second of two gestures.
    public var second: Second
    /// Creates a gesture from two gestures where only one of them succeeds.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    /// A composite of primitive gestures.
    public typealias Body = Never
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
