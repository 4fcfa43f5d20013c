/// An interface for when there is no content: a large symbol, a title and a description, centred.
///
/// ```swift
/// ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Try another search."))
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description?

    public var body: some View {
        VStack(spacing: 8) {
            label
            if let description { description.font(.callout).foregroundStyle(HierarchicalShapeStyle.secondary).multilineTextAlignment(.center) }
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == AnyView, Description == Text, Actions == EmptyView {
    /// Creates the view from a title, a symbol and a description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        label = AnyView(VStack(spacing: 12) {
            Image(systemName: name).font(.system(size: 48)).foregroundStyle(HierarchicalShapeStyle.secondary)
            Text(title).font(.title2.bold())
        })
        self.description = description
    }
}
