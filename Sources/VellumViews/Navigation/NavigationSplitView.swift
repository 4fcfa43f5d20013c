import VellumLayout

/// A view that presents views in two or three columns, where selections in
/// leading columns control presentations in subsequent columns.
///
/// Drawn as iOS draws it: in a compact width (an iPhone) the columns
/// collapse to a navigation stack showing the sidebar (or the preferred
/// compact column, pushed over the ones before it); on an iPad the columns
/// stand side by side, each with its own navigation bar — in landscape the
/// sidebar beside the detail, in portrait the detail alone, unless
/// `columnVisibility` says otherwise.
///
/// ```swift
/// NavigationSplitView {
///     List(folders) { Text($0.name) }.navigationTitle("Folders")
/// } detail: {
///     NoteView()
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: PrimitiveView {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let visibility: NavigationSplitViewVisibility
    let compactColumn: NavigationSplitViewColumn

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let columns = NavigationSplitColumns(sidebar: AnyView(sidebar), content: content.map { AnyView($0) }, detail: AnyView(detail),
                                             visibility: visibility.kind, compactColumn: compactColumn.kind)
        return [try columns.lower(context)]
    }
}

extension NavigationSplitView {
    /// Creates a three-column split view.
    ///
    /// ```swift
    /// NavigationSplitView {
    ///     List(mailboxes) { Text($0.name) }
    /// } content: {
    ///     List(messages) { Text($0.subject) }
    /// } detail: {
    ///     MessageView()
    /// }
    /// ```
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), visibility: .automatic, compactColumn: .sidebar)
    }
    /// Creates a three-column split view whose leading columns show as `columnVisibility` says.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), visibility: columnVisibility.wrappedValue, compactColumn: .sidebar)
    }
    /// Creates a three-column split view that shows `preferredCompactColumn` when collapsed.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), visibility: .automatic,
                  compactColumn: preferredCompactColumn.wrappedValue)
    }
    /// Creates a three-column split view with a column visibility and a preferred compact column.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), visibility: columnVisibility.wrappedValue,
                  compactColumn: preferredCompactColumn.wrappedValue)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column split view.
    ///
    /// ```swift
    /// NavigationSplitView {
    ///     List(folders) { Text($0.name) }
    /// } detail: {
    ///     NoteView()
    /// }
    /// ```
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), visibility: .automatic, compactColumn: .sidebar)
    }
    /// Creates a two-column split view whose sidebar shows as `columnVisibility` says.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), visibility: columnVisibility.wrappedValue, compactColumn: .sidebar)
    }
    /// Creates a two-column split view that shows `preferredCompactColumn` when collapsed.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), visibility: .automatic, compactColumn: preferredCompactColumn.wrappedValue)
    }
    /// Creates a two-column split view with a column visibility and a preferred compact column.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), visibility: columnVisibility.wrappedValue,
                  compactColumn: preferredCompactColumn.wrappedValue)
    }
}
