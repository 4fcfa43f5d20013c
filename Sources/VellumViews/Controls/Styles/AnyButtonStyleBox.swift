/// A button style of either kind, erased, as the environment holds it
/// (`EnvironmentValues[styles:]`): a `ButtonStyle` draws the primitive
/// configuration's label and role, unpressed.
package typealias AnyButtonStyleBox = StyleBox<PrimitiveButtonStyleConfiguration>

extension StyleBox where Configuration == PrimitiveButtonStyleConfiguration {
    /// `style`, erased.
    init<S: PrimitiveButtonStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }

    /// `style`, erased: drawn with the primitive configuration's role and label, not pressed.
    init<S: ButtonStyle>(_ style: S) {
        self.init(style) { style, config in
            style.makeBody(configuration: ButtonStyleConfiguration(
                role: config.role, label: ButtonStyleConfiguration.Label(content: config.label.content), isPressed: false))
        }
    }
}
