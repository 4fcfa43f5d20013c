import VellumLayout

/// A container of semantically related controls, laid out side by side in
/// its control group style.
///
/// ```swift
/// ControlGroup { Button("Cut") {}; Button("Copy") {} }
/// ```
nonisolated public struct ControlGroup<Content: View>: View {
    let content: Content
    var label: (any View)?
    /// Creates a control group.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Creates a control group with a label (used by menu styles; not drawn inline).
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L) where Content == LabeledControlGroupContent<C, L> {
        self.content = LabeledControlGroupContent(content: content(), label: label()); self.label = self.content.label
    }
    public var body: some View {
        ControlGroupBody(configuration: ControlGroupStyleConfiguration(
            content: .init(content: content), label: .init(content: label ?? EmptyView())))
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// Creates a control group from a style's configuration, drawn in the
    /// style around the one being defined.
    public init(_ configuration: ControlGroupStyleConfiguration) { content = configuration.content; label = configuration.label }
}

/// The content of a labelled control group: its controls (the label is kept for styles).
nonisolated public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    /// The controls.
    public var body: some View { content }
}

/// Draws a control group in the innermost control group style of the environment.
struct ControlGroupBody: PrimitiveView {
    let configuration: ControlGroupStyleConfiguration
    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        var inner = context
        let style = inner.environment[styles: ControlGroupStyleConfiguration.self].popLast() ?? AnyControlGroupStyleBox(AutomaticControlGroupStyle())
        let body = EnvironmentValues.$current.withValue(inner.environment) { style.makeBody(configuration) }
        return try inner.lower(body)
    }
}
