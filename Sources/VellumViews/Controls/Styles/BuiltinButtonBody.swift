/// Draws a button in one of the built-in styles, as iOS does: the tint,
/// the role's red, the control size's insets and the border shape.
struct BuiltinButtonBody: PrimitiveView {
    let kind: ButtonStyleKind
    let configuration: PrimitiveButtonStyleConfiguration

    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        var context = context
        if configuration.role == .destructive { context.environment.tintStyle = AnyShapeStyle(Color.red) }
        let env = context.environment
        let label = configuration.label
        let tint = env.tintStyle ?? AnyShapeStyle(Color.accentColor)
        switch kind {
        case .automatic, .borderless:
            let disabled = !env.isEnabled
            return try context.lower(label.foregroundStyle(disabled ? AnyShapeStyle(HierarchicalShapeStyle.tertiary) : tint))
        case .plain:
            return try context.lower(label)
        case .bordered, .borderedProminent:
            let m = ControlMetrics.bordered(env.controlSize)
            let prominent = kind == .borderedProminent
            let fill = prominent ? tint : AnyShapeStyle(tint.opacity(0.15))
            let text = prominent ? AnyShapeStyle(Color.white) : tint
            let sized: AnyView = (m.font != nil && env.font == nil) ? AnyView(label.font(m.font)) : AnyView(label)
            switch env.buttonBorderShape.kind {
            case .automatic, .roundedRectangle(nil):
                return try context.lower(bordered(sized, m, text, fill, RoundedRectangle(cornerRadius: m.cornerRadius)))
            case .roundedRectangle(let r?):
                return try context.lower(bordered(sized, m, text, fill, RoundedRectangle(cornerRadius: r)))
            case .capsule:
                return try context.lower(bordered(sized, m, text, fill, Capsule()))
            case .circle:
                return try context.lower(sized.foregroundStyle(text).padding(m.vertical + 2).background(fill, in: Circle()))
            }
        }
    }

    private func bordered<S: Shape>(_ label: AnyView, _ m: ControlMetrics.Bordered, _ text: AnyShapeStyle,
                                    _ fill: AnyShapeStyle, _ shape: S) -> some View {
        label.foregroundStyle(text)
            .padding(.horizontal, m.horizontal).padding(.vertical, m.vertical)
            .background(fill, in: shape)
    }
}
