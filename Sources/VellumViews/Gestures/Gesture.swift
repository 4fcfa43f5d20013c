/// An instance that matches a sequence of events to a gesture, and returns a
/// stream of values for each of its states.
///
/// A still picture receives no touches: gestures compile, their callbacks never
/// run, and the view is drawn in its resting state (every `@GestureState` at its
/// initial value).
///
/// ```swift
/// @GestureState private var offset = CGSize.zero
/// var body: some View {
///     Circle()
///         .offset(offset)
///         .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
/// }
/// ```
public protocol Gesture<Value> {
    /// The type of gesture representing the body of this gesture.
    associatedtype Body: Gesture
    /// The type representing the gesture's value.
    associatedtype Value = Body.Value
    /// The content and behaviour of the gesture.
    var body: Self.Body { get }
}

extension Gesture where Body == Never {
    /// Primitive gestures have no body; Vellum never asks for it.
    public var body: Never { preconditionFailure("\(Self.self) is a primitive gesture: Never has no body") }
}

extension Never: Gesture {
    /// A gesture that never ends has no value.
    public typealias Value = Never
}
