/// The item a `Tab` made from a title and an image shows: the image over the
/// title in the tab bar, as a `Label` in a tab item is drawn.
nonisolated public struct DefaultTabLabel: View {
    let title: Text?
    let icon: Image?

    init(_ title: Text, _ icon: Image) { self.title = title; self.icon = icon }

    /// The label of a tab with `role` and no title of its own: the search
    /// tab's magnifying glass and "Search"; nothing for no role.
    init(role: TabRole?) {
        guard role == .search else { title = nil; icon = nil; return }
        title = Text(verbatim: "Search")
        icon = Image(systemName: "magnifyingglass")
    }

    public var body: some View {
        if let title, let icon { Label { title } icon: { icon } }
    }
}
