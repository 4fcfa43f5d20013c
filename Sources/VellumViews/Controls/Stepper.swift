import VellumLayout

/// A control to increment or decrement a value: its label and a − / + pill.
///
/// ```swift
/// Stepper("Quantity: \(count)", value: $count, in: 0...10)
/// ```
nonisolated public struct Stepper<Label: View>: View {
    let label: Label
    /// The value, as VoiceOver reads it (nil for a stepper with actions only).
    var value: String?
    public var body: some View {
        StepperBody(label: label, buttons: buttons).accessibilityControl("Stepper", .isAdjustable, value: value)
    }

    private var buttons: some View { StepperPill() }
}

/// The label, a spacer and the − / + pill; only the pill under `labelsHidden()`.
struct StepperBody<Label: View, Buttons: View>: PrimitiveView {
    let label: Label
    let buttons: Buttons
    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        if context.environment.labelsHidden { return try context.lower(buttons) }
        return try context.lower(HStack { label; Spacer(); buttons })
    }
}

extension Stepper where Label == Text {
    /// A stepper with a text label.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        label = Text(titleKey)
        self.value = String(describing: value.wrappedValue)
    }
    /// A stepper with a text label.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {
        label = Text(titleKey)
        self.value = String(describing: value.wrappedValue)
    }
}

extension Stepper {
    /// A stepper that calls `onIncrement` and `onDecrement` (a picture draws it at rest).
    ///
    /// ```swift
    /// Stepper { Text("Rows: \(rows)") } onIncrement: { rows += 1 } onDecrement: { rows -= 1 }
    /// ```
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
    }

    /// A stepper with a label view.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.value = String(describing: value.wrappedValue)
    }
}
