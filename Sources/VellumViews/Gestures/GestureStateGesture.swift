/// A gesture that updates the state provided by a gesture's updating callback
/// (`updating(_:body:)`); the callback never runs in a still picture.
///
/// ```swift
/// @GestureState private var isPressed = false
/// LongPressGesture().updating($isPressed) { value, state, _ in state = value }
/// ```
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The type representing the gesture's value.
    public typealias Value = Base.Value
    /// The originating gesture.
    public var base: Base
    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>
    /// The updating gesture containing the originating gesture's value, the
    /// updated state of the gesture, and a transaction.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// Creates a new gesture that's the result of an ongoing gesture.
    public init(base: Base, state: GestureState<State>, body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base; self.state = state; self.body = body
    }
}

extension GestureStateGesture {
    /// A gesture wrapping another is primitive to Vellum.
    public typealias Body = Never
}
