import VellumLayout

/// A button style of either kind, erased, as the environment holds it.
package struct AnyButtonStyleBox: @unchecked Sendable {
    // Unchecked: holds a user's style value, read only while one picture is lowered.
    let makeBody: (PrimitiveButtonStyleConfiguration) -> any View

    init<S: PrimitiveButtonStyle>(_ style: S) { makeBody = { MainActorCode.call({ $0.0.makeBody(configuration: $0.1) }, (style, $0)) } }

    init<S: ButtonStyle>(_ style: S) {
        makeBody = { config in
            MainActorCode.call({ $0.0.makeBody(configuration: $0.1) }, (style, ButtonStyleConfiguration(
                role: config.role, label: ButtonStyleConfiguration.Label(content: config.label.content), isPressed: false)))
        }
    }
}

/// Pushes a button style on the environment's stack (the innermost wins).
struct ButtonStyleModifier: PrimitiveModifier {
    let style: AnyButtonStyleBox
    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        try context.with { $0.buttonStyles.append(style) }.lower(content)
    }
}

extension EnvironmentKeys {
    struct ButtonStylesKey: EnvironmentKey { static let defaultValue: [AnyButtonStyleBox] = [] }
}

extension EnvironmentValues {
    /// The button styles set around a view, outermost first.
    package var buttonStyles: [AnyButtonStyleBox] {
        get { self[EnvironmentKeys.ButtonStylesKey.self] }
        set { self[EnvironmentKeys.ButtonStylesKey.self] = newValue }
    }
}
