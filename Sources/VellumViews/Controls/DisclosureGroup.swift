import VellumLayout

/// A view that shows or hides content behind a disclosure control.
///
/// ```swift
/// DisclosureGroup("Details", isExpanded: $open) { Text("More") }
/// ```
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let expanded: Binding<Bool>

    /// Creates a collapsed disclosure group with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content(); expanded = .constant(false)
    }

    /// Creates a disclosure group with a label view.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content(); expanded = isExpanded
    }

    public var body: some View {
        DisclosureGroupBody(configuration: DisclosureGroupStyleConfiguration(
            label: .init(content: label), content: .init(content: content), isExpanded: expanded))
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a collapsed disclosure group with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// Creates a disclosure group with a text label.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    /// Creates a collapsed disclosure group with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
    /// Creates a disclosure group with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// Draws a disclosure group in the innermost disclosure group style of the environment.
struct DisclosureGroupBody: PrimitiveView {
    let configuration: DisclosureGroupStyleConfiguration
    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        var inner = context
        let style = inner.environment[styles: DisclosureGroupStyleConfiguration.self].popLast() ?? AnyDisclosureGroupStyleBox(AutomaticDisclosureGroupStyle())
        let body = EnvironmentValues.$current.withValue(inner.environment) { style.makeBody(configuration) }
        return try inner.lower(body)
    }
}
