/// A gesture containing two gestures that can happen at the same time with
/// neither of them preceding the other.
///
/// ```swift
/// let both = MagnifyGesture().simultaneously(with: RotateGesture())
/// Image("Photo").gesture(both)
/// ```
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a simultaneous gesture that indicates which of its two gestures receives events.
    public struct Value {
        /// The value of the first gesture.
        public var first: First.Value?
        /// The value of the second gesture.
        public var second: Second.Value?
    }
    /// The first of two gestures that can happen simultaneously.
    public var first: First
    /// The second of two gestures that can happen simultaneously.
    public var second: Second
    /// Creates a gesture with two gestures that can receive updates or succeed independently of each other.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    /// A composite of primitive gestures.
    public typealias Body = Never
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
