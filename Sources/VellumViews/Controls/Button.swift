import VellumLayout

/// A control that initiates an action; drawn in its button style (the action never runs).
///
/// ```swift
/// Button(action: {}, label: { Image(systemName: "arrow.right.square").font(.title) })
/// Button("Sign In") {}.buttonStyle(.borderedProminent)
/// ```
nonisolated public struct Button<Label: View>: View {
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

    public var body: some View { ButtonBody(label: label, role: role, action: action) }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Creates a button from a primitive button style's configuration, drawn
    /// in the style around the one being defined.
    ///
    /// ```swift
    /// struct Logged: PrimitiveButtonStyle {
    ///     func makeBody(configuration: Configuration) -> some View { Button(configuration).bold() }
    /// }
    /// ```
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
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
    /// A button with a role (destructive buttons are red).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == VellumViews.Label<Text, Image> {
    /// A button with a title and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { VellumViews.Label(titleKey, systemImage: systemImage) }
    }
    /// A button with a title and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { VellumViews.Label(title, systemImage: systemImage) }
    }
    /// A button with a role, a title and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { VellumViews.Label(titleKey, systemImage: systemImage) }
    }
    /// A button whose label is its role's (iOS 26): `.close` shows `xmark` and
    /// the title "Close", `.confirm` `checkmark` and "Confirm" (in a toolbar,
    /// the symbol alone).
    ///
    /// ```swift
    /// .toolbar { ToolbarItem(placement: .cancellationAction) { Button(role: .close) { dismiss() } } }
    /// ```
    public init(role: ButtonRole, action: @escaping () -> Void) {
        let label = role.systemLabel ?? ("", "questionmark")
        self.init(role: role, action: action) { VellumViews.Label(label.title, systemImage: label.symbol) }
    }
}

/// Draws a button in the innermost button style of the environment; the
/// style's body sees the styles around it, so `Button(configuration)` inside
/// a style draws in the next one out.
struct ButtonBody<Label: View>: PrimitiveView {
    let label: Label
    let role: ButtonRole?
    let action: () -> Void

    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        var inner = context
        let style = inner.environment[styles: PrimitiveButtonStyleConfiguration.self].popLast() ?? Self.legacy(inner.environment.buttonStyleKind)
        let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(content: label), action: action)
        let body = EnvironmentValues.$current.withValue(inner.environment) { style.makeBody(configuration) }
        let nodes = try inner.lower(body)
        // One element on iOS, labelled with its label's text.
        guard nodes.count == 1 else { return nodes }
        return [AccessibilityNode.control(nodes[0], "Button", traits: .isButton, enabled: context.environment.isEnabled)]
    }

    /// The built-in style named by `buttonStyleKind` (set by containers such as toolbars).
    static func legacy(_ kind: ButtonStyleKind) -> AnyButtonStyleBox {
        switch kind {
        case .automatic: AnyButtonStyleBox(DefaultButtonStyle())
        case .plain: AnyButtonStyleBox(PlainButtonStyle())
        case .borderless: AnyButtonStyleBox(BorderlessButtonStyle())
        case .bordered: AnyButtonStyleBox(BorderedButtonStyle())
        case .borderedProminent: AnyButtonStyleBox(BorderedProminentButtonStyle())
        }
    }
}
