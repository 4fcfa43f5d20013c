/// A control for presenting a menu of actions: drawn closed, as its label in
/// the tint colour.
///
/// ```swift
/// Menu("Options") { Button("Rename") {}; Button("Delete", role: .destructive) {} }
/// ```
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    /// Creates a menu with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View { label.foregroundStyle(.tint) }
}

extension Menu where Label == Text {
    /// Creates a menu with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { label = Text(titleKey) }
}
