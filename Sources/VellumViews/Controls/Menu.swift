import VellumLayout

/// A control for presenting a menu of actions: drawn closed, in its menu
/// style (by default its label in the tint colour).
///
/// ```swift
/// Menu("Options") { Button("Rename") {}; Button("Delete", role: .destructive) {} }
/// ```
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: any View
    let content: any View
    /// Creates a menu with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label(); self.content = content() }
    /// Creates a menu with a label view and a primary action.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label(); self.content = content()
    }
    public var body: some View {
        MenuBody(configuration: MenuStyleConfiguration(label: .init(content: label), content: .init(content: content)))
    }
}

extension Menu where Label == Text {
    /// Creates a menu with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
    /// Creates a menu with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
}

extension Menu where Label == VellumViews.Label<Text, Image> {
    /// Creates a menu with a title and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { VellumViews.Label(titleKey, systemImage: systemImage) }
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// Creates a menu from a style's configuration, drawn in the style around
    /// the one being defined.
    ///
    /// ```swift
    /// struct Red: MenuStyle { func makeBody(configuration: Configuration) -> some View { Menu(configuration).foregroundStyle(.red) } }
    /// ```
    public init(_ configuration: MenuStyleConfiguration) { label = configuration.label; content = configuration.content }
}

/// Draws a menu in the innermost menu style of the environment.
struct MenuBody: PrimitiveView {
    let configuration: MenuStyleConfiguration
    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        var inner = context
        let style = inner.environment[styles: MenuStyleConfiguration.self].popLast() ?? AnyMenuStyleBox(DefaultMenuStyle())
        let body = EnvironmentValues.$current.withValue(inner.environment) { style.makeBody(configuration) }
        return try inner.lower(body)
    }
}
