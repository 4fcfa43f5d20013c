/// When iOS 26's floating tab bar shrinks to its selected item as the
/// content scrolls, for `tabBarMinimizeBehavior(_:)`.
///
/// ```swift
/// TabView { … }.tabBarMinimizeBehavior(.onScrollDown)
/// ```
///
/// A still picture is the screen at rest, before any scroll, where every
/// behaviour shows the whole tab bar.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let kind: Int
    /// The platform's behaviour (on an iPhone, no minimising).
    public static let automatic = TabBarMinimizeBehavior(kind: 0)
    /// Minimises the tab bar as the content scrolls down.
    public static let onScrollDown = TabBarMinimizeBehavior(kind: 1)
    /// Minimises the tab bar as the content scrolls up.
    public static let onScrollUp = TabBarMinimizeBehavior(kind: 2)
    /// Never minimises the tab bar.
    public static let never = TabBarMinimizeBehavior(kind: 3)
}

nonisolated extension View {
    /// Sets when the tab bar minimises as the content scrolls (iOS 26). The
    /// picture is the screen before any scroll, with the whole tab bar.
    ///
    /// ```swift
    /// TabView { … }.tabBarMinimizeBehavior(.onScrollDown)
    /// ```
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }
}
