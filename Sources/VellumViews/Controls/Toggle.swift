import VellumCore
import VellumLayout

/// A control that toggles between on and off, drawn as an iOS switch.
///
/// ```swift
/// Toggle("Notifications", isOn: $enabled)
/// ```
nonisolated public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Binding<Bool>

    /// Creates a toggle with a label view.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.isOn = isOn; self.label = label() }

    public var body: some View { ToggleBody(configuration: ToggleStyleConfiguration(label: .init(content: label), isOn: isOn)) }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Creates a toggle from a toggle style's configuration, drawn in the
    /// style around the one being defined.
    ///
    /// ```swift
    /// struct Boxed: ToggleStyle {
    ///     func makeBody(configuration: Configuration) -> some View { Toggle(configuration).padding().border(.gray) }
    /// }
    /// ```
    public init(_ configuration: ToggleStyleConfiguration) { label = configuration.label; isOn = configuration.$isOn }
}

/// Draws a toggle in the innermost toggle style of the environment.
struct ToggleBody: PrimitiveView {
    let configuration: ToggleStyleConfiguration
    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        var inner = context
        let style = inner.environment[styles: ToggleStyleConfiguration.self].popLast() ?? AnyToggleStyleBox(DefaultToggleStyle())
        let body = EnvironmentValues.$current.withValue(inner.environment) { style.makeBody(configuration) }
        let nodes = try inner.lower(body)
        // One element on iOS ("switch button"), its value on or off.
        guard nodes.count == 1 else { return nodes }
        return [AccessibilityNode.control(nodes[0], "Toggle", traits: [.isButton, .isToggle], value: configuration.isOn ? "on" : "off",
                                          enabled: context.environment.isEnabled)]
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle with a text label.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    /// Creates a toggle with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

extension Toggle where Label == VellumViews.Label<Text, Image> {
    /// Creates a toggle with a title and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { VellumViews.Label(titleKey, systemImage: systemImage) }
    }
    /// Creates a toggle with a title and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { VellumViews.Label(title, systemImage: systemImage) }
    }
}

/// The switch of a Toggle: a capsule track with a round knob.
nonisolated struct ToggleSwitch: View {
    let isOn: Bool
    /// The on track's colour (nil: system green).
    var tint: AnyShapeStyle? = nil
    var body: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? (tint ?? AnyShapeStyle(Color.green)) : AnyShapeStyle(SystemFillStyle(SystemPalette.secondarySystemFill)))
            Circle().fill(Color.white)
                .frame(width: ControlMetrics.knob, height: ControlMetrics.knob)
                .shadow(color: Color(.sRGB, white: 0, opacity: 0.15), radius: 2, y: 1)
                .padding(2)
        }
        .frame(width: ControlMetrics.switchSize.width, height: ControlMetrics.switchSize.height)
        // Laid out 2 pt narrower than drawn, the switch reaching past its
        // frame on the trailing side, as UISwitch in SwiftUI does (measured:
        // docs/reference/fidelity-real-pngs.md, Toggle).
        .frame(width: ControlMetrics.switchLayoutWidth, alignment: .leading)
        .modifier(ListRowAccessory(height: ControlMetrics.switchSize.height))
    }
}

/// A system fill colour: `tertiarySystemFill` (a stepper's, a segmented
/// control's track) unless another is given (`secondarySystemFill`, the off
/// track of a switch).
struct SystemFillStyle: PrimitiveShapeStyle {
    let pair: SystemPalette.Pair
    init(_ pair: SystemPalette.Pair = SystemPalette.tertiarySystemFill) { self.pair = pair }
    func paint(in environment: EnvironmentValues, level: Int) throws -> Paint {
        .color(SystemPalette.color(pair, environment.colorScheme))
    }
}
