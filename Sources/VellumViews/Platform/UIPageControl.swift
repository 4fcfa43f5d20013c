import Foundation
import VellumCore

/// UIKit's page control, for the appearance proxy that SwiftUI code sets to
/// colour a paged `TabView`'s dots (see `UIColor` for why UIKit names live in
/// Vellum).
///
/// ```swift
/// init() {
///     UIPageControl.appearance().currentPageIndicatorTintColor = .systemIndigo
///     UIPageControl.appearance().pageIndicatorTintColor = UIColor.systemIndigo.withAlphaComponent(0.3)
/// }
/// ```
///
/// Only the appearance proxy draws: the colours set on it colour the dots of
/// every paged `TabView` built afterwards, in the whole program, as on iOS.
/// A page control of one's own (`UIPageControl()`) keeps its values and draws
/// nothing: Vellum draws SwiftUI views only.
public final class UIPageControl: Sendable {
    /// The values a page control holds; the proxy's are shared.
    package struct Appearance: Sendable, Equatable {
        package var currentPageIndicatorTintColor: UIColor?
        package var pageIndicatorTintColor: UIColor?
        package init() {}
    }

    /// Where the appearance proxy keeps its values: the program's store, or a
    /// task's own (tests set one with `$appearanceStore.withValue`, so that
    /// tests drawing at the same time do not see each other's colours).
    @TaskLocal package static var appearanceStore = Locked(Appearance())
    /// The proxy's values now.
    package static var currentAppearance: Appearance { appearanceStore.withLock { $0 } }

    private let store: Locked<Appearance>

    /// A page control of one's own, which draws nothing.
    public init() { store = Locked(Appearance()) }
    private init(store: Locked<Appearance>) { self.store = store }

    /// The proxy whose colours every paged `TabView` draws its dots in.
    public static func appearance() -> UIPageControl { UIPageControl(store: appearanceStore) }

    /// The colour of the current page's dot; nil for the system's.
    public var currentPageIndicatorTintColor: UIColor? {
        get { store.withLock { $0.currentPageIndicatorTintColor } }
        set { store.withLock { $0.currentPageIndicatorTintColor = newValue } }
    }
    /// The colour of the other pages' dots; nil for the system's.
    public var pageIndicatorTintColor: UIColor? {
        get { store.withLock { $0.pageIndicatorTintColor } }
        set { store.withLock { $0.pageIndicatorTintColor = newValue } }
    }
}
