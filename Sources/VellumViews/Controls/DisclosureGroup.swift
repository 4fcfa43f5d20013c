/// A view that shows or hides content behind a disclosure control.
///
/// ```swift
/// DisclosureGroup("Details", isExpanded: $open) { Text("More") }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let expanded: Bool

    /// Creates a disclosure group with a label view.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content(); expanded = isExpanded.wrappedValue
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                label
                Spacer()
                Image(systemName: expanded ? "chevron.down" : "chevron.right")
                    .font(.footnote.weight(.semibold)).foregroundStyle(.tint)
            }
            if expanded { content }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a collapsed disclosure group with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        label = Text(titleKey); self.content = content(); expanded = false
    }
    /// Creates a disclosure group with a text label.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        label = Text(titleKey); self.content = content(); expanded = isExpanded.wrappedValue
    }
}
