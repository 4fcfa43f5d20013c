import Foundation

/// UIKit's window (see `UIWindowScene`): a window filling the iPhone 15 Pro's
/// screen, with its safe-area insets, for code that measures itself against
/// the window.
///
/// ```swift
/// let bottom = UIApplication.shared.windows.first?.safeAreaInsets.bottom ?? 0   // 34
/// ```
public final class UIWindow {
    /// The scene the window belongs to.
    public let windowScene: UIWindowScene?
    /// The view controller whose view fills the window: none in a picture.
    public var rootViewController: UIViewController?

    /// A window in `windowScene`.
    public init(windowScene: UIWindowScene) { self.windowScene = windowScene }

    /// The window's rectangle in points: the screen's.
    public var bounds: CGRect { UIScreen.main.bounds }
    /// The window's frame in points: the screen's.
    public var frame: CGRect { UIScreen.main.bounds }
    /// The safe-area insets of the iPhone 15 Pro in portrait: top 59, bottom 34.
    public var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0) }
    /// Whether this is the key window: true.
    public var isKeyWindow: Bool { true }
    /// Makes the window key and visible: does nothing.
    public func makeKeyAndVisible() {}
}
