/// Where a `searchable` view's search field goes.
///
/// On an iPhone every placement is drawn as iOS draws `.automatic` in a
/// navigation stack: a field in the navigation bar, under the large title.
///
/// ```swift
/// List(parks) { Text($0.name) }
///     .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))
/// ```
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String

    /// The platform's choice: the navigation bar drawer on iOS.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In the sidebar of a split view.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// In the navigation bar's drawer, below the title.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// In the navigation bar's drawer, with a display mode.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }

    /// Whether the drawer's field is always shown or hides as content scrolls
    /// (at rest, with content at the top, both show it).
    public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
        let always: Bool
        /// The field hides when content scrolls.
        public static let automatic = NavigationBarDrawerDisplayMode(always: false)
        /// The field is always shown.
        public static let always = NavigationBarDrawerDisplayMode(always: true)
    }
}

/// How search scopes appear, for `searchScopes(_:activation:_:)`.
public struct SearchScopeActivation: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = SearchScopeActivation(name: "automatic")
    /// When the search field is focused.
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
    /// When text is typed.
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
}
