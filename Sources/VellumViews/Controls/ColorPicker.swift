import VellumLayout

/// A control used to select a colour: its label and, on the trailing side,
/// the iOS colour well (the selected colour inside a spectrum ring).
///
/// ```swift
/// ColorPicker("Accent", selection: $accent, supportsOpacity: false)
/// ```
nonisolated public struct ColorPicker<Label: View>: View {
    let label: Label
    let color: Color

    /// Creates a colour picker with a label view.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label(); color = selection.wrappedValue
    }

    public var body: some View { ColorPickerBody(label: label, well: ColorWell(color: color)) }
}

extension ColorPicker where Label == Text {
    /// Creates a colour picker with a text label.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    /// Creates a colour picker with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The label, a spacer and the well; only the well under `labelsHidden()`.
struct ColorPickerBody<Label: View>: PrimitiveView {
    let label: Label
    let well: ColorWell
    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        if context.environment.labelsHidden { return try context.lower(well) }
        return try context.lower(HStack { label; Spacer(); well })
    }
}

/// UIColorWell: a spectrum ring around a gap and a disc of the colour (❓ sizes).
nonisolated struct ColorWell: View {
    let color: Color
    var body: some View {
        let d = ControlMetrics.colorWell, ring = ControlMetrics.colorWellRing
        ZStack {
            Circle().strokeBorder(
                AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center),
                lineWidth: ring)
            Circle().fill(color).padding(ring + 2)
        }
        .frame(width: d, height: d)
    }
}
