import VellumLayout

/// The default toggle style: a switch on iOS.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
    /// Creates a default toggle style.
    public init() {}
    /// The toggle drawn as a switch.
    public func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
}

/// A toggle style that displays a leading label and a trailing switch.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    /// Creates a switch toggle style.
    public init() { tint = nil }
    /// Creates a switch style with a tint colour for its on state (deprecated in SwiftUI: use `tint(_:)`).
    public init(tint: Color) { self.tint = tint }
    /// The toggle drawn as its label and a switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleBody(configuration: configuration, tint: tint)
    }
}

/// A toggle style that displays as a button with its label as the title:
/// tinted and filled when on, as a bordered button when off.
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    /// Creates a button toggle style.
    public init() {}
    /// The toggle drawn as a button.
    public func makeBody(configuration: Configuration) -> some View {
        ButtonToggleBody(configuration: configuration)
    }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style (a switch on iOS).
    public static var automatic: DefaultToggleStyle { .init() }
}
nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that displays a leading label and a trailing switch.
    public static var `switch`: SwitchToggleStyle { .init() }
}
nonisolated extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that displays as a button with its label as the title.
    public static var button: ButtonToggleStyle { .init() }
}

/// The label, a spacer and the switch; only the switch under `labelsHidden()`.
struct SwitchToggleBody: PrimitiveView {
    let configuration: ToggleStyleConfiguration
    let tint: Color?
    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let on = configuration.isOn
        let knob = ToggleSwitch(isOn: on, tint: tint.map { AnyShapeStyle($0) } ?? context.environment.tintStyle)
        if context.environment.labelsHidden { return try context.lower(knob) }
        return try context.lower(HStack { configuration.label; Spacer(); knob })
    }
}

/// A toggle drawn as a bordered button: prominent when on.
struct ButtonToggleBody: PrimitiveView {
    let configuration: ToggleStyleConfiguration
    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let env = context.environment
        let tint = env.tintStyle ?? AnyShapeStyle(Color.accentColor)
        let m = ControlMetrics.bordered(env.controlSize, look: env.platformLook)
        let fill = configuration.isOn ? tint : AnyShapeStyle(Color.clear)
        let text = configuration.isOn ? AnyShapeStyle(Color.white) : tint
        // iOS 26 draws it as its bordered buttons: a capsule.
        if env.platformLook == .iOS26 { return try context.lower(Self.button(configuration.label, m, text, fill, Capsule())) }
        return try context.lower(Self.button(configuration.label, m, text, fill, RoundedRectangle(cornerRadius: m.cornerRadius)))
    }

    private static func button<L: View, S: Shape>(_ label: L, _ m: ControlMetrics.Bordered, _ text: AnyShapeStyle,
                                                  _ fill: AnyShapeStyle, _ shape: S) -> some View {
        label.foregroundStyle(text)
            .padding(.horizontal, m.horizontal).padding(.vertical, m.vertical)
            .background(fill, in: shape)
    }
}
