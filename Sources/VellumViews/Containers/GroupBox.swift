/// A stylised view with an optional label, visually grouping content on a
/// rounded secondary background.
///
/// ```swift
/// GroupBox("Today") { Text("3 meetings") }
/// ```
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label?
    let content: Content

    /// Creates a group box with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let label { label.font(.headline) }
            content
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(provider: .dynamic(light: RGBAColor(242, 242, 247), dark: RGBAColor(28, 28, 30))),
                    in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates a group box without a label.
    public init(@ViewBuilder content: () -> Content) { label = nil; self.content = content() }
}

extension GroupBox where Label == Text {
    /// Creates a group box with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { label = Text(titleKey); self.content = content() }
}
