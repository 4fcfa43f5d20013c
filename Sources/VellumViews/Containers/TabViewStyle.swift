import Foundation
import VellumCore

/// How a tab view looks, for `tabViewStyle(_:)`.
///
/// ```swift
/// TabView { … }.tabViewStyle(.page(indexDisplayMode: .always))
/// ```
public protocol TabViewStyle: Sendable {}

/// The platform's tab bar.
public struct DefaultTabViewStyle: TabViewStyle {
    /// Creates the default style.
    public init() {}
}
/// A tab bar that becomes a sidebar where there is room (iPadOS 18); drawn as a tab bar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
}
/// A tab bar only.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
}

/// Pages swiped side to side: the picture shows the first page full size,
/// with the page dots at the bottom.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public struct IndexDisplayMode: Hashable, Sendable {
        let kind: Int
        /// With more than one page.
        public static let automatic = IndexDisplayMode(kind: 0)
        /// Always, even with one page.
        public static let always = IndexDisplayMode(kind: 1)
        /// Never.
        public static let never = IndexDisplayMode(kind: 2)
    }
    let indexDisplayMode: IndexDisplayMode
    /// Creates a page style.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's tab bar.
    public static var automatic: DefaultTabViewStyle { .init() }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that adapts to a sidebar (drawn as a tab bar).
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar only.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { .init() }
}
extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with page dots shown when there is more than one page.
    public static var page: PageTabViewStyle { .init() }
    /// Pages with page dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { .init(indexDisplayMode: indexDisplayMode) }
}

/// How a page index (the page dots) looks, for `indexViewStyle(_:)`.
public protocol IndexViewStyle: Sendable {}

/// Page dots, with a background as `backgroundDisplayMode` says.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a background.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let always: Bool
        /// Only while interacting (at rest: none).
        public static let automatic = BackgroundDisplayMode(always: false)
        /// Only while interacting (at rest: none).
        public static let interactive = BackgroundDisplayMode(always: false)
        /// Always.
        public static let always = BackgroundDisplayMode(always: true)
        /// Never.
        public static let never = BackgroundDisplayMode(always: false)
    }
    let backgroundDisplayMode: BackgroundDisplayMode
    /// Creates a page index style.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Page dots without a background at rest.
    public static var page: PageIndexViewStyle { .init() }
    /// Page dots with a background as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        .init(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension EnvironmentKeys {
    struct PageTabStyleKey: EnvironmentKey { static let defaultValue: PageTabViewStyle.IndexDisplayMode? = nil }
    struct PageIndexBackgroundKey: EnvironmentKey { static let defaultValue = false }
}

extension EnvironmentValues {
    /// The page dots' display mode when tab views below are paged, nil for a tab bar.
    package var pageTabIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? {
        get { self[EnvironmentKeys.PageTabStyleKey.self] }
        set { self[EnvironmentKeys.PageTabStyleKey.self] = newValue }
    }
    /// Whether page dots below have their background at rest.
    package var pageIndexBackgroundAlways: Bool {
        get { self[EnvironmentKeys.PageIndexBackgroundKey.self] }
        set { self[EnvironmentKeys.PageIndexBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of tab views within this view: `.page` shows the
    /// first page full size with page dots instead of a tab bar.
    ///
    /// ```swift
    /// TabView {
    ///     Color.orange; Color.teal; Color.indigo
    /// }
    /// .tabViewStyle(.page)
    /// ```
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.pageTabIndexDisplayMode, (style as? PageTabViewStyle)?.indexDisplayMode)
    }

    /// Sets the style of page indexes (page dots) within this view.
    ///
    /// ```swift
    /// TabView { … }
    ///     .tabViewStyle(.page)
    ///     .indexViewStyle(.page(backgroundDisplayMode: .always))
    /// ```
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexBackgroundAlways, (style as? PageIndexViewStyle)?.backgroundDisplayMode.always ?? false)
    }
}

/// The page dots of a paged tab view: one dot per page, the current one opaque,
/// or in the colours set on `UIPageControl.appearance()`.
nonisolated struct PageDots: View {
    let count: Int
    let current: Int
    let background: Bool
    var appearance = UIPageControl.Appearance()

    private var currentFill: Color { appearance.currentPageIndicatorTintColor?.color ?? PageDotsMetrics.current }
    private var otherFill: Color { appearance.pageIndicatorTintColor?.color ?? PageDotsMetrics.other }

    var body: some View {
        HStack(spacing: PageDotsMetrics.spacing) {
            ForEach(0..<count, id: \.self) { i in
                Circle().fill(i == current ? currentFill : otherFill)
                    .frame(width: PageDotsMetrics.diameter, height: PageDotsMetrics.diameter)
            }
        }
        .padding(.horizontal, PageDotsMetrics.backgroundPadding)
        .frame(height: PageDotsMetrics.height)
        .background { if background { Capsule().fill(PageDotsMetrics.backgroundFill) } }
        .padding(.bottom, PageDotsMetrics.bottom)
    }
}

/// The numbers of the page dots (`UIPageControl`). ❓ none is measured in
/// swiftui-facts: UIKit's usual look, white dots (the others translucent)
/// that show on dark pages and vanish on white ones, as in iOS.
enum PageDotsMetrics {
    static let diameter: CGFloat = 8
    static let spacing: CGFloat = 8
    static let height: CGFloat = 26
    static let backgroundPadding: CGFloat = 8
    static let bottom: CGFloat = 0
    static let current = Color(provider: .dynamic(light: RGBAColor(255, 255, 255), dark: RGBAColor(255, 255, 255)))
    static let other = Color(provider: .dynamic(light: RGBAColor(255, 255, 255, 0.35), dark: RGBAColor(255, 255, 255, 0.35)))
    /// The background of `.page(backgroundDisplayMode: .always)`.
    static let backgroundFill = Color(provider: .dynamic(light: RGBAColor(0, 0, 0, 0.25), dark: RGBAColor(255, 255, 255, 0.15)))
}
