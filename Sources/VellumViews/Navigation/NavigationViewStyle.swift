/// A specification for the appearance and interaction of a `NavigationView`
/// (iOS 13–15). Every style is drawn as a navigation stack, as an iPhone in
/// portrait shows it; custom styles are not supported.
///
/// ```swift
/// NavigationView { List { Text("Wi-Fi") } }.navigationViewStyle(.stack)
/// ```
public protocol NavigationViewStyle: Sendable {}

/// The platform's default navigation view style: a stack on an iPhone.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// Creates the default style.
    public init() {}
}

/// A navigation view style that shows one view at a time, the top of a stack.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// Creates the stack style.
    public init() {}
}

/// A navigation view style with columns, a sidebar beside the detail on wide
/// screens (drawn as a stack here, as an iPhone in portrait shows it).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// Creates the column style.
    public init() {}
}

/// A navigation view style with columns (drawn as a stack here, as an iPhone
/// in portrait shows it).
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// Creates the column style.
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The default navigation view style.
    public static var automatic: DefaultNavigationViewStyle { .init() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// A style that shows one view at a time.
    public static var stack: StackNavigationViewStyle { .init() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// A style with columns.
    public static var columns: ColumnNavigationViewStyle { .init() }
}
