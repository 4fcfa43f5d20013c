/// Where a tab view's bottom accessory is shown: above the tab bar
/// (`expanded`), or inside the minimised tab bar (`inline`).
///
/// ```swift
/// @Environment(\.tabViewBottomAccessoryPlacement) private var placement
/// ```
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    /// Above the tab bar, as wide as it.
    case expanded
    /// Inside the tab bar, beside its selected item, after it minimised.
    case inline
}

extension EnvironmentKeys {
    struct TabViewBottomAccessoryPlacementKey: EnvironmentKey { static let defaultValue: TabViewBottomAccessoryPlacement? = nil }
    struct TabViewBottomAccessoryKey: EnvironmentKey { static var defaultValue: AnyView? { nil } }
}

extension EnvironmentValues {
    /// Where the bottom accessory being drawn is shown: `.expanded` in its
    /// own views (a tab bar at rest), nil elsewhere.
    ///
    /// ```swift
    /// @Environment(\.tabViewBottomAccessoryPlacement) private var placement
    /// ```
    public package(set) var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
        get { self[EnvironmentKeys.TabViewBottomAccessoryPlacementKey.self] }
        set { self[EnvironmentKeys.TabViewBottomAccessoryPlacementKey.self] = newValue }
    }

    /// The accessory `tabViewBottomAccessory` gives the tab view below.
    package var tabViewBottomAccessory: AnyView? {
        get { self[EnvironmentKeys.TabViewBottomAccessoryKey.self] }
        set { self[EnvironmentKeys.TabViewBottomAccessoryKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Places a view above a tab view's tab bar, on glass, as iOS 26 shows
    /// a mini player (at rest: expanded, as wide as the tab bar).
    ///
    /// ```swift
    /// TabView { … }
    ///     .tabViewBottomAccessory { MiniPlayer() }
    /// ```
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        environment(\.tabViewBottomAccessory, AnyView(content()))
    }

    /// Places a view above a tab view's tab bar when `isEnabled` (iOS 26.1).
    ///
    /// ```swift
    /// TabView { … }
    ///     .tabViewBottomAccessory(isEnabled: player.isPlaying) { MiniPlayer() }
    /// ```
    public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View {
        environment(\.tabViewBottomAccessory, isEnabled ? AnyView(content()) : nil)
    }
}
