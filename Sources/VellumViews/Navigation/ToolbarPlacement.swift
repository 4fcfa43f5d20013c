/// A bar SwiftUI manages, for `toolbar(_:for:)` and `toolbarBackground(_:for:)`.
///
/// ```swift
/// List { … }
///     .toolbarBackground(.visible, for: .navigationBar)
///     .toolbar(.hidden, for: .bottomBar)
/// ```
public struct ToolbarPlacement: Hashable, Sendable {
    package enum Kind: Hashable, Sendable { case navigationBar, bottomBar, tabBar }
    package let kind: Kind

    /// The primary toolbar: the navigation bar on iOS.
    public static let automatic = ToolbarPlacement(kind: .navigationBar)
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(kind: .navigationBar)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(kind: .bottomBar)
    /// The tab bar of the enclosing `TabView`: hide it while a tab shows
    /// with `toolbar(.hidden, for: .tabBar)`.
    ///
    /// ```swift
    /// PlayerView().toolbar(.hidden, for: .tabBar)
    /// ```
    public static let tabBar = ToolbarPlacement(kind: .tabBar)
}

/// The purpose of a toolbar, for `toolbarRole(_:)`.
///
/// Accepted and not drawn differently: every role is drawn as
/// `.navigationStack` draws it (secondary actions in the overflow menu, the
/// title centred).
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    /// The platform's default role.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A toolbar of a navigation stack.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    /// A browser's toolbar.
    public static let browser = ToolbarRole(name: "browser")
    /// An editor's toolbar.
    public static let editor = ToolbarRole(name: "editor")
}

/// How a toolbar spacer sizes itself.
public struct SpacerSizing: Hashable, Sendable {
    package let flexible: Bool
    /// A spacer of a fixed, system-chosen width.
    public static let fixed = SpacerSizing(flexible: false)
    /// A spacer that takes the space it is given.
    public static let flexible = SpacerSizing(flexible: true)
}

/// How the navigation title is shown, for `toolbarTitleDisplayMode(_:)`.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let mode: NavigationBarItem.TitleDisplayMode
    /// The platform's default: a large title at the root of a navigation stack.
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    /// The title centred in the bar row.
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// A large title below the bar row.
    public static let large = ToolbarTitleDisplayMode(mode: .large)
}
