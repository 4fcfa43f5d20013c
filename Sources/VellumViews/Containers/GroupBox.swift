import VellumLayout

/// A stylised view with an optional label, visually grouping content on a
/// rounded secondary background.
///
/// ```swift
/// GroupBox("Today") { Text("3 meetings") }
/// ```
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: (any View)?
    let content: any View

    /// Creates a group box with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content()
    }

    public var body: some View {
        GroupBoxBody(configuration: GroupBoxStyleConfiguration(
            label: GroupBoxStyleConfiguration.Label(content: label), content: GroupBoxStyleConfiguration.Content(content: content)))
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates a group box without a label.
    public init(@ViewBuilder content: () -> Content) { label = nil; self.content = content() }
}

extension GroupBox where Label == Text {
    /// Creates a group box with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { label = Text(titleKey); self.content = content() }
    /// Creates a group box with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { label = Text(title); self.content = content() }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// Creates a group box from a style's configuration, drawn in the style
    /// around the one being defined.
    ///
    /// ```swift
    /// struct Padded: GroupBoxStyle {
    ///     func makeBody(configuration: Configuration) -> some View { GroupBox(configuration).padding() }
    /// }
    /// ```
    public init(_ configuration: GroupBoxStyleConfiguration) {
        label = configuration.label.content == nil ? nil : configuration.label; content = configuration.content
    }
}

/// Draws a group box in the innermost group box style of the environment.
struct GroupBoxBody: PrimitiveView {
    let configuration: GroupBoxStyleConfiguration
    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        var inner = context
        let style = inner.environment[styles: GroupBoxStyleConfiguration.self].popLast() ?? AnyGroupBoxStyleBox(DefaultGroupBoxStyle())
        let body = EnvironmentValues.$current.withValue(inner.environment) { style.makeBody(configuration) }
        return try inner.lower(body)
    }
}
