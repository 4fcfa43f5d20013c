/// What a `Tab` is for (iOS 18): `.search` is the search tab.
///
/// ```swift
/// Tab(value: .search, role: .search) { SearchView() }
/// ```
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The tab that searches: a magnifying glass titled "Search".
    public static let search = TabRole(name: "search")
}

/// A tab's role: the first one set.
package enum TabRoleKey: FirstValuePreferenceKey {
    package typealias Wrapped = TabRole
}
