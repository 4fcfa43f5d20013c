/// A gesture with an action attached (`onChanged`, `onEnded`, `map`): the
/// action never runs in a still picture, so only the base and the value type matter.
struct CallbackGesture<Base: Gesture, Value>: Gesture {
    let base: Base
    typealias Body = Never
}
