extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes (never, in a still picture).
    ///
    /// ```swift
    /// DragGesture().onChanged { value in print(value.translation) }
    /// ```
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> some Gesture<Self.Value> {
        CallbackGesture<Self, Value>(base: self)
    }
}

extension Gesture {
    /// Adds an action to perform when the gesture ends (never, in a still picture).
    ///
    /// ```swift
    /// TapGesture().onEnded { print("tapped") }
    /// ```
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> some Gesture<Self.Value> {
        CallbackGesture<Self, Value>(base: self)
    }

    /// Returns a gesture that's the result of mapping the value of this gesture into a new value.
    ///
    /// ```swift
    /// DragGesture().map { $0.translation.width }
    /// ```
    public func map<T>(_ body: @escaping (Self.Value) -> T) -> some Gesture<T> {
        CallbackGesture<Self, T>(base: self)
    }

    /// Updates the provided gesture state property as the gesture's value changes
    /// (never, in a still picture: the state keeps its initial value).
    ///
    /// ```swift
    /// @GestureState private var offset = CGSize.zero
    /// DragGesture().updating($offset) { value, state, transaction in state = value.translation }
    /// ```
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
