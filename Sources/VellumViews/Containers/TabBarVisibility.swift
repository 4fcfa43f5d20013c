// `toolbar(.hidden, for: .tabBar)` inside a tab: the tab view leaves out its
// tab bar while that tab is the one shown.

/// Reports the tab bar's visibility to the enclosing tab view.
struct TabBarVisibilityModifier: PrimitiveModifier {
    /// nil when the modifier names no tab bar.
    let visibility: Visibility?
    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        if let visibility { context.environment.tabBarVisibilitySink?.offer(visibility) }
        return try context.lower(content)
    }
}

extension EnvironmentKeys {
    struct TabBarVisibilityKey: EnvironmentKey { static let defaultValue: FirstValueSink<Visibility>? = nil }
}

extension EnvironmentValues {
    /// Where a tab's `toolbar(_:for: .tabBar)` reports to its tab view.
    package var tabBarVisibilitySink: FirstValueSink<Visibility>? {
        get { self[EnvironmentKeys.TabBarVisibilityKey.self] }
        set { self[EnvironmentKeys.TabBarVisibilityKey.self] = newValue }
    }
}
