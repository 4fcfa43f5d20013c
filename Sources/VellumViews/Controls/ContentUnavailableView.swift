/// An interface for when there is no content: a large symbol, a title and a description, centred.
///
/// ```swift
/// ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Try another search."))
///
/// ContentUnavailableView {
///     Label("No Mail", systemImage: "tray.fill")
/// } description: {
///     Text("New mail you receive appears here.")
/// } actions: {
///     Button("Refresh") {}
/// }
/// ```
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description?
    var actions: Actions?

    /// The view from a label (a `Label`'s icon is drawn large above its title),
    /// a description and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label(); self.description = description(); self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 8) {
            label.labelStyle(ContentUnavailableLabelStyle())
            if let description { description.font(.callout).foregroundStyle(HierarchicalShapeStyle.secondary).multilineTextAlignment(.center) }
            if let actions, !(actions is EmptyView) { actions.padding(.top, 8) }
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A content-unavailable view's label: the icon large and secondary above a bold title.
nonisolated struct ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon.font(.system(size: 48)).foregroundStyle(HierarchicalShapeStyle.secondary)
            configuration.title.font(.title2.bold())
        }
    }
}

extension ContentUnavailableView where Label == AnyView, Description == Text, Actions == EmptyView {
    /// Creates the view from a title, a symbol and a description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        label = AnyView(VStack(spacing: 12) {
            Image(systemName: name).font(.system(size: 48)).foregroundStyle(HierarchicalShapeStyle.secondary)
            Text(title).font(.title2.bold())
        })
        self.description = description; actions = nil
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
    /// The standard view for a search with no results.
    public static var search: ContentUnavailableView { search(text: "") }

    /// The standard view for a search for `text` with no results.
    ///
    /// ```swift
    /// if results.isEmpty { ContentUnavailableView.search(text: query) }
    /// ```
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(label: { SearchUnavailableContent.Label() }, description: {
            SearchUnavailableContent.Description(text: text)
        }, actions: { SearchUnavailableContent.Actions() })
    }
}

/// The parts of `ContentUnavailableView.search`.
public enum SearchUnavailableContent {
    /// The search view's label: a magnifying glass over "No Results".
    nonisolated public struct Label: View {
        public var body: some View { VellumViews.Label("No Results", systemImage: "magnifyingglass") }
    }
    /// The search view's description.
    nonisolated public struct Description: View {
        let text: String
        public var body: some View {
            Text(text.isEmpty ? "Check the spelling or try a new search." : "No results for \u{201C}\(text)\u{201D}. Check the spelling or try a new search.")
        }
    }
    /// The search view's actions (none).
    nonisolated public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}
