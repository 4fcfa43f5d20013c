/// A control that initiates an action; drawn in its button style (the action never runs).
///
/// ```swift
/// Button(action: {}, label: { Image(systemName: "arrow.right.square").font(.title) })
/// Button("Sign In") {}.buttonStyle(.borderedProminent)
/// ```
public struct Button<Label: View>: View {
    let label: Label
    let action: () -> Void
    var role: ButtonRole?

    /// Creates a button from a label view.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action; self.label = label()
    }

    /// Creates a button with a role (destructive buttons draw in red).
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action; self.label = label(); self.role = role
    }

    public var body: some View {
        if role?.destructive == true { ButtonBody(label: label).tint(.red) } else { ButtonBody(label: label) }
    }
}

/// The role of a button.
public struct ButtonRole: Hashable, Sendable {
    let destructive: Bool
    /// The destructive role.
    public static let destructive = ButtonRole(destructive: true)
    /// The cancel role.
    public static let cancel = ButtonRole(destructive: false)
}

extension Button where Label == Text {
    /// A button with a text title.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    /// A button with a text title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
    /// A button with a role (destructive buttons are red).
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

extension Button where Label == VellumViews.Label<Text, Image> {
    /// A button with a title and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { VellumViews.Label(titleKey, systemImage: systemImage) }
    }
}

/// Draws a button's label in the environment's button style.
struct ButtonBody<Label: View>: PrimitiveView {
    let label: Label
    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let env = context.environment
        let disabled = !env.isEnabled
        let tint = env.tintStyle ?? AnyShapeStyle(Color.accentColor)
        let view: AnyView
        switch env.buttonStyleKind {
        case .automatic, .borderless:
            view = AnyView(label.foregroundStyle(disabled ? AnyShapeStyle(HierarchicalShapeStyle.tertiary) : tint))
        case .plain:
            view = AnyView(label)
        case .bordered:
            view = AnyView(label.foregroundStyle(tint)
                .padding(.horizontal, ControlMetrics.borderedHorizontal).padding(.vertical, ControlMetrics.borderedVertical)
                .background(tint.opacity(0.15), in: RoundedRectangle(cornerRadius: ControlMetrics.borderedCornerRadius)))
        case .borderedProminent:
            view = AnyView(label.foregroundStyle(Color.white)
                .padding(.horizontal, ControlMetrics.borderedHorizontal).padding(.vertical, ControlMetrics.borderedVertical)
                .background(tint, in: RoundedRectangle(cornerRadius: ControlMetrics.borderedCornerRadius)))
        }
        return try context.lower(view)
    }
}
