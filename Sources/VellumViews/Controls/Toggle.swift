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

/// The switch of a Toggle: a capsule track with a round knob (iOS 18) or a
/// capsule knob (iOS 26), drawn as the platform look draws it.
nonisolated struct ToggleSwitch: View {
    let isOn: Bool
    /// The on track's colour (nil: system green).
    var tint: AnyShapeStyle? = nil
    @Environment(\.platformLook) private var look
    var body: some View {
        let metrics = ControlMetrics.Switch.of(look)
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? (tint ?? AnyShapeStyle(Color.green)) : AnyShapeStyle(SystemFillStyle(metrics.offTrack)))
            knob.fill(Color.white)
                .frame(width: metrics.knob.width, height: metrics.knob.height)
                .shadow(color: Color(.sRGB, white: 0, opacity: 0.15), radius: 2, y: 1)
                .padding(2)
        }
        .frame(width: metrics.size.width, height: metrics.size.height)
        // Laid out 2 pt narrower than drawn, the switch reaching past its
        // frame on the trailing side, as UISwitch in SwiftUI does (measured:
        // docs/reference/fidelity-real-pngs.md, Toggle; in iOS 26 its track
        // ends 14 pt inside a card whose rows have 16 pt margins).
        .frame(width: metrics.size.width - 2, alignment: .leading)
        .modifier(ListRowAccessory(height: metrics.size.height))
    }

    /// The knob's shape: round in iOS 18, a capsule in iOS 26.
    private var knob: AnyShape { look == .iOS18 ? AnyShape(Circle()) : AnyShape(Capsule()) }
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
