import VellumLayout

/// A tab of a `TabView` (iOS 18): its content, the item the tab bar shows for
/// it, and the value a `TabView(selection:)` picks it by.
///
/// ```swift
/// TabView(selection: $tab) {
///     Tab("Home", systemImage: "house", value: .home) { HomeView() }
///     Tab("Settings", systemImage: "gear", value: .settings) { SettingsView() }
///     Tab(value: .search, role: .search) { SearchView() }
/// }
/// ```
///
/// Drawn as `content.tabItem { label }.tag(value)` is: `Tab` is the same tab
/// written the iOS 18 way, so modifiers such as `badge(_:)` apply to it as to
/// any tab view.
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: PrimitiveView, TabEntry {
    let content: Content
    let label: Label
    let value: AnyHashable?
    /// The tab's role (`.search`), which iOS 26 draws apart from the other tabs.
    var role: TabRole? = nil

    /// A tab with a value, a label view and content.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label(); self.value = AnyHashable(value)
    }

    var tabTag: AnyHashable? { value }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        guard let role else { return try context.lower(content.tabItem { label }) }
        return try context.lower(content.tabItem { label }.preference(key: TabRoleKey.self, value: role))
    }
}

extension Tab where Value == Never {
    /// A tab without a value, with a label view and content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label(); value = nil
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab titled with a localized key and a symbol, with a value.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(Text(titleKey), Image(systemName: systemImage)) }
    }
    /// A tab titled with a string and a symbol, with a value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(Text(title), Image(systemName: systemImage)) }
    }
    /// A tab titled with a localized key and an image from the asset catalog, with a value.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(Text(titleKey), Image(image)) }
    }
    /// A tab with a value and a role: `.search` shows the search tab (a magnifying glass, "Search").
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(role: role) }
        self.role = role
    }
    /// A tab titled with a localized key and a symbol, with a value and a role.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(Text(titleKey), Image(systemName: systemImage)) }
        self.role = role
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab titled with a localized key and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DefaultTabLabel(Text(titleKey), Image(systemName: systemImage)) }
    }
    /// A tab titled with a string and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DefaultTabLabel(Text(title), Image(systemName: systemImage)) }
    }
    /// A tab titled with a localized key and an image from the asset catalog.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DefaultTabLabel(Text(titleKey), Image(image)) }
    }
    /// A tab with a role: `.search` shows the search tab (a magnifying glass, "Search").
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DefaultTabLabel(role: role) }
        self.role = role
    }
}
