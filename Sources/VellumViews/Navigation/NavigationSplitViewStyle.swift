import Foundation

/// How a navigation split view arranges its columns, for `navigationSplitViewStyle(_:)`.
///
/// ```swift
/// NavigationSplitView { Sidebar() } detail: { Detail() }
///     .navigationSplitViewStyle(.balanced)
/// ```
public protocol NavigationSplitViewStyle: Sendable {}

/// The platform's choice: `.balanced` in landscape, `.prominentDetail` in portrait (as iPadOS does).
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the automatic style.
    public init() {}
}
/// Shrinks the detail to make room for the leading columns beside it.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the balanced style.
    public init() {}
}
/// Keeps the detail full size: the leading columns are drawn over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the prominent-detail style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's choice of style.
    public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// A style that shrinks the detail to make room for the leading columns.
    public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// A style that keeps the detail full size, the leading columns over it.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

/// The split view style as the environment carries it.
package enum NavigationSplitViewStyleKind: Sendable { case automatic, balanced, prominentDetail }

extension EnvironmentKeys {
    struct NavigationSplitViewStyleKey: EnvironmentKey { static let defaultValue = NavigationSplitViewStyleKind.automatic }
}

extension EnvironmentValues {
    /// The style of navigation split views below.
    package var navigationSplitViewStyle: NavigationSplitViewStyleKind {
        get { self[EnvironmentKeys.NavigationSplitViewStyleKey.self] }
        set { self[EnvironmentKeys.NavigationSplitViewStyleKey.self] = newValue }
    }
}

/// The width a split view's column asks for: the first one set.
package enum ColumnWidthKey: FirstValuePreferenceKey {
    package typealias Wrapped = CGFloat
}

nonisolated extension View {
    /// Sets the style of navigation split views within this view.
    ///
    /// ```swift
    /// NavigationSplitView { Sidebar() } detail: { Detail() }
    ///     .navigationSplitViewStyle(.prominentDetail)
    /// ```
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        let kind: NavigationSplitViewStyleKind = style is BalancedNavigationSplitViewStyle ? .balanced
            : style is ProminentDetailNavigationSplitViewStyle ? .prominentDetail : .automatic
        return environment(\.navigationSplitViewStyle, kind)
    }

    /// Sets the width of the split view column this view is the root of.
    ///
    /// ```swift
    /// NavigationSplitView {
    ///     Sidebar().navigationSplitViewColumnWidth(280)
    /// } detail: { Detail() }
    /// ```
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        preference(key: ColumnWidthKey.self, value: width)
    }

    /// Sets the width of the split view column this view is the root of:
    /// the ideal width is drawn.
    ///
    /// ```swift
    /// Sidebar().navigationSplitViewColumnWidth(min: 200, ideal: 260, max: 400)
    /// ```
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        let lower = min ?? 0, upper = max ?? .infinity
        return preference(key: ColumnWidthKey.self, value: Swift.min(Swift.max(ideal, lower), upper))
    }
}
