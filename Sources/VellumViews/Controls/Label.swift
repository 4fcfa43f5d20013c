import VellumLayout

/// A standard label: an icon beside a title.
///
/// ```swift
/// Label("Primary", systemImage: "1.square.fill")
/// ```
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// Creates a label from views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title(); self.icon = icon()
    }

    public var body: some View { LabelBody(title: title, icon: icon) }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        title = Text(titleKey); icon = Image(systemName: name)
    }
    /// A label with a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title); icon = Image(systemName: name)
    }
    /// A label with an image from the asset catalog.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        title = Text(titleKey); icon = Image(name)
    }
    /// A label with an image from the asset catalog.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.title = Text(title); icon = Image(name)
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// Creates a label from a label style's configuration, drawn in the style
    /// around the one being defined.
    ///
    /// ```swift
    /// struct Red: LabelStyle {
    ///     func makeBody(configuration: Configuration) -> some View { Label(configuration).foregroundStyle(.red) }
    /// }
    /// ```
    public init(_ configuration: LabelStyleConfiguration) { title = configuration.title; icon = configuration.icon }
}

/// Lays out a label in the innermost label style of the environment, or in
/// the built-in kind a container chose (`labelStyleKind`) when none is set.
struct LabelBody<Title: View, Icon: View>: PrimitiveView {
    let title: Title
    let icon: Icon
    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        var inner = context
        let configuration = LabelStyleConfiguration(title: .init(content: title), icon: .init(content: icon))
        guard let style = inner.environment[styles: LabelStyleConfiguration.self].popLast() else {
            return try inner.lower(BuiltinLabelBody(kind: inner.environment.labelStyleKind, configuration: configuration))
        }
        let body = EnvironmentValues.$current.withValue(inner.environment) { style.makeBody(configuration) }
        return try inner.lower(body)
    }
}
