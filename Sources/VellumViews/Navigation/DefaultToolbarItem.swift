/// A kind of toolbar item the system adds: the search field `searchable`
/// adds, the navigation title, a split view's sidebar toggle.
///
/// ```swift
/// .toolbar { DefaultToolbarItem(kind: .search, placement: .bottomBar) }
/// .toolbar(removing: .title)
/// ```
public struct ToolbarDefaultItemKind: Hashable, Sendable {
    let name: String
    /// The sidebar toggle a `NavigationSplitView` adds.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// The title (and subtitle) shown in the navigation bar.
    public static let title = ToolbarDefaultItemKind(name: "title")
    /// The search field `searchable` adds (iOS 26: placed with `DefaultToolbarItem`).
    public static let search = ToolbarDefaultItemKind(name: "search")
}

/// A system item placed where you say (iOS 26): `DefaultToolbarItem(kind:
/// .search, placement: .bottomBar)` draws `searchable`'s field in the
/// bottom toolbar, at its place among the other items, on glass: a field
/// filling the room left, or with `searchToolbarBehavior(.minimize)` a
/// magnifying glass alone.
///
/// ```swift
/// List(recipes) { RecipeRow($0) }
///     .searchable(text: $query)
///     .toolbar {
///         ToolbarSpacer(.flexible, placement: .bottomBar)
///         DefaultToolbarItem(kind: .search, placement: .bottomBar)
///     }
/// ```
public struct DefaultToolbarItem: PrimitiveToolbarContent, CustomizableToolbarContent {
    let kind: ToolbarDefaultItemKind
    let placement: ToolbarItemPlacement

    /// Places the system item of `kind` at `placement`.
    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {
        self.kind = kind; self.placement = placement
    }

    package func toolbarElements(in environment: EnvironmentValues) -> [ToolbarElement] {
        var element = ToolbarElement(placement: placement, views: [], spacer: nil)
        element.defaultKind = kind
        return [element]
    }
}

/// How the search field `searchable` adds to a toolbar is drawn (iOS 26), for `searchToolbarBehavior(_:)`.
///
/// ```swift
/// .searchable(text: $query)
/// .searchToolbarBehavior(.minimize)
/// ```
public struct SearchToolbarBehavior: Hashable, Sendable {
    let minimizes: Bool
    /// The platform's behaviour: a field in the bottom toolbar.
    public static let automatic = SearchToolbarBehavior(minimizes: false)
    /// A magnifying-glass button in place of the field, until the search starts.
    public static let minimize = SearchToolbarBehavior(minimizes: true)
}

nonisolated extension View {
    /// Sets how the search field in a toolbar is drawn (iOS 26): `.minimize`
    /// draws a magnifying glass on glass in place of the field.
    ///
    /// ```swift
    /// .searchable(text: $query)
    /// .searchToolbarBehavior(.minimize)
    /// ```
    public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View {
        modifier(NavigationBarSettingModifier { if $0.searchMinimized == nil { $0.searchMinimized = behavior.minimizes } })
    }

    /// Leaves out a toolbar item the system adds: `.title` hides the
    /// navigation title, `.search` the search field.
    ///
    /// ```swift
    /// DetailView().toolbar(removing: .title)
    /// ```
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        modifier(NavigationBarSettingModifier { bar in
            if let defaultItemKind { bar.removedItems.insert(defaultItemKind) }
        })
    }
}
