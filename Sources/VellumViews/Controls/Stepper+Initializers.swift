// The rest of SwiftUI's `Stepper` initialisers. A picture draws the stepper
// at rest: the increment, decrement and editing actions are never called.

extension Stepper {
    /// A stepper that calls `onIncrement` and `onDecrement`, its label given last.
    ///
    /// ```swift
    /// Stepper(onIncrement: { count += 1 }, onDecrement: { count -= 1 }) { Text("Count: \(count)") }
    /// ```
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    /// A stepper over an unbounded value.
    ///
    /// ```swift
    /// Stepper(value: $count, step: 5) { Text("Count: \(count)") }
    /// ```
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: nil, onDecrement: nil)
        self.value = String(describing: value.wrappedValue)
    }

    /// A stepper over a bounded value that reports when editing starts and ends.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void, @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: nil, onDecrement: nil)
        self.value = String(describing: value.wrappedValue)
    }
}

extension Stepper where Label == Text {
    /// A stepper with a text label that calls `onIncrement` and `onDecrement`.
    ///
    /// ```swift
    /// Stepper("Rows", onIncrement: { rows += 1 }, onDecrement: { rows -= 1 })
    /// ```
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    /// A stepper labelled with a string (not localized) that calls
    /// `onIncrement` and `onDecrement`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    /// A stepper labelled with a string (not localized) over a bounded value.
    ///
    /// ```swift
    /// Stepper(title, value: $count, in: 0...10)
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: nil, onDecrement: nil)
        self.value = String(describing: value.wrappedValue)
    }

    /// A stepper labelled with a string (not localized) over an unbounded value.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: nil, onDecrement: nil)
        self.value = String(describing: value.wrappedValue)
    }

    /// A stepper with a text label over a bounded value that reports when
    /// editing starts and ends.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void) {
        self.init(label: { Text(titleKey) }, onIncrement: nil, onDecrement: nil)
        self.value = String(describing: value.wrappedValue)
    }

    /// A stepper with a text label over an unbounded value that reports when
    /// editing starts and ends.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void) {
        self.init(label: { Text(titleKey) }, onIncrement: nil, onDecrement: nil)
        self.value = String(describing: value.wrappedValue)
    }
}
