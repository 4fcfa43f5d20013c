nonisolated extension View {
    /// Binds the view's focus to a Boolean focus state. The view has focus
    /// (`\.isFocused`) while the state is true; a picture that shows the
    /// keyboard draws the focused field's keyboard.
    ///
    /// ```swift
    /// TextField("Search", text: $query).focused($isSearching)
    /// ```
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        let focused = condition.wrappedValue
        return environmentUpdate { $0.isFocused = focused }
    }
    /// Binds the view's focus to a focus state: the view has focus while the
    /// state equals `value`.
    ///
    /// ```swift
    /// TextField("Email", text: $email).focused($focus, equals: .email)
    /// ```
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        let focused = binding.wrappedValue == value
        let candidate = FocusTarget(value)
        return environmentUpdate { $0.isFocused = focused || $0.defaultFocus == candidate }
    }

    /// Gives focus to the field whose `focused(_:equals:)` value is `value`
    /// when the view appears: that field's keyboard is the one drawn.
    ///
    /// ```swift
    /// Form { … }.defaultFocus($focus, .email)
    /// ```
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                          priority: DefaultFocusEvaluationPriority = .automatic) -> some View {
        let candidate = FocusTarget(value)
        return environmentUpdate { $0.defaultFocus = candidate }
    }
}
