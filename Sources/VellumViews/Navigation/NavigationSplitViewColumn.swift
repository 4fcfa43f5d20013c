/// A column of a navigation split view, for `preferredCompactColumn`.
///
/// ```swift
/// @State var column = NavigationSplitViewColumn.detail
/// NavigationSplitView(preferredCompactColumn: $column) { Sidebar() } detail: { Detail() }
/// ```
public struct NavigationSplitViewColumn: Hashable, Sendable {
    package enum Kind: Int, Hashable, Sendable { case sidebar, content, detail }
    package let kind: Kind

    /// The leading column.
    public static let sidebar = NavigationSplitViewColumn(kind: .sidebar)
    /// The middle column of a three-column view.
    public static let content = NavigationSplitViewColumn(kind: .content)
    /// The trailing column.
    public static let detail = NavigationSplitViewColumn(kind: .detail)
}
