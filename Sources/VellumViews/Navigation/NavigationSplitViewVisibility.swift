/// The visibility of the leading columns of a navigation split view.
///
/// ```swift
/// @State var visibility: NavigationSplitViewVisibility = .all
/// NavigationSplitView(columnVisibility: $visibility) { Sidebar() } detail: { Detail() }
/// ```
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    package enum Kind: String, Hashable, Sendable, Codable { case automatic, all, doubleColumn, detailOnly }
    package let kind: Kind

    /// The platform's choice: on an iPad, the sidebar beside the detail in
    /// landscape (the content column beside it in a three-column view), the
    /// detail alone in portrait.
    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
    /// Every column.
    public static let all = NavigationSplitViewVisibility(kind: .all)
    /// The two trailing columns: sidebar and detail, or content and detail.
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
}
