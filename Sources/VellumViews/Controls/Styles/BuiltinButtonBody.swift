import VellumLayout

/// Draws a button in one of the built-in styles, as iOS does: the tint,
/// the role's red, the control size's insets and the border shape.
///
/// A foreground style set on or above the button in user code
/// (`Button("Cancel") {}.foregroundStyle(.secondary)`, `.foregroundColor(.red)`)
/// colours the label instead of the tint, in every style; the bordered
/// styles' fill stays the tint. One set by a container (a list section
/// header's secondary) does not.
struct BuiltinButtonBody: PrimitiveView {
    let kind: ButtonStyleKind
    let configuration: PrimitiveButtonStyleConfiguration

    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        var context = context
        if configuration.role == .destructive { context.environment.tintStyle = AnyShapeStyle(Color.red) }
        let env = context.environment
        let label = configuration.label
        let tint = env.tintStyle ?? AnyShapeStyle(Color.accentColor)
        // A foreground style from user code is left to the label, all its levels.
        let explicit = env.foregroundStyleIsExplicit && !env.foregroundStyles.isEmpty
        switch kind {
        case .automatic, .borderless:
            if !env.isEnabled { return try context.lower(label.containerForegroundStyle(HierarchicalShapeStyle.tertiary)) }
            return try context.lower(explicit ? AnyView(label) : AnyView(label.containerForegroundStyle(tint)))
        case .plain:
            // A disabled plain button keeps its colours at half strength.
            return try context.lower(env.isEnabled ? AnyView(label) : AnyView(label.opacity(0.5)))
        case .bordered, .borderedProminent:
            let m = ControlMetrics.bordered(env.controlSize, look: env.platformLook)
            let prominent = kind == .borderedProminent
            // Measured: a bordered button's fill is its tint at about 0.18 (real iOS 17 PNGs, issue 31).
            var fill = prominent ? tint : AnyShapeStyle(tint.opacity(0.18))
            var text: AnyShapeStyle? = explicit ? nil : prominent ? AnyShapeStyle(Color.white) : tint
            if !env.isEnabled {
                // Disabled, iOS draws both bordered styles grey: the secondary system fill, the label tertiary.
                fill = AnyShapeStyle(Color(uiColor: .secondarySystemFill))
                text = AnyShapeStyle(HierarchicalShapeStyle.tertiary)
            }
            let fitted: AnyView = (m.font != nil && env.font == nil) ? AnyView(label.font(m.font)) : AnyView(label)
            // `buttonSizing(.flexible)`: as wide as offered, the label centred.
            let sized = env.buttonSizing.isFlexible ? AnyView(fitted.frame(maxWidth: .infinity)) : fitted
            switch env.buttonBorderShape.kind {
            case .automatic where m.isCapsule:
                return try context.lower(bordered(sized, m, text, fill, Capsule()))
            case .automatic, .roundedRectangle(nil):
                return try context.lower(bordered(sized, m, text, fill, RoundedRectangle(cornerRadius: m.cornerRadius)))
            case .roundedRectangle(let r?):
                return try context.lower(bordered(sized, m, text, fill, RoundedRectangle(cornerRadius: r)))
            case .capsule:
                return try context.lower(bordered(sized, m, text, fill, Capsule()))
            case .circle:
                return try context.lower(Self.styled(sized, text).padding(m.vertical + 2).background(fill, in: Circle()))
            }
        }
    }

    /// `label` in `text`, or as it is when nil (the user's foreground style).
    private static func styled(_ label: AnyView, _ text: AnyShapeStyle?) -> AnyView {
        text.map { AnyView(label.containerForegroundStyle($0)) } ?? label
    }

    private func bordered<S: Shape>(_ label: AnyView, _ m: ControlMetrics.Bordered, _ text: AnyShapeStyle?,
                                    _ fill: AnyShapeStyle, _ shape: S) -> some View {
        Self.styled(label, text)
            .padding(.horizontal, m.horizontal).padding(.vertical, m.vertical)
            .background(fill, in: shape)
    }
}
