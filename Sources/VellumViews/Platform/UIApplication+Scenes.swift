extension UIApplication {
    /// The app's scenes: one `UIWindowScene` on the iPhone 15 Pro's screen.
    ///
    /// ```swift
    /// let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
    /// ```
    public var connectedScenes: Set<UIScene> { [UIWindowScene.main] }

    /// The app's windows (deprecated in UIKit for `UIWindowScene.windows`):
    /// one window filling the screen, with the iPhone 15 Pro's safe area.
    ///
    /// ```swift
    /// let top = UIApplication.shared.windows.first?.safeAreaInsets.top ?? 0
    /// ```
    public var windows: [UIWindow] { UIWindowScene.main.windows }

    /// The number on the app's icon: always 0, and setting it does nothing.
    public var applicationIconBadgeNumber: Int { get { 0 } set {} }

    /// The app's state: always `.active`.
    public var applicationState: State { .active }

    /// An app's run states.
    public enum State: Int, Hashable, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events.
        case inactive
        /// In the background.
        case background
    }

    #if !canImport(ObjectiveC)
    /// Sends an action message along the responder chain: does nothing and
    /// returns false (there is no responder chain in a picture).
    ///
    /// Without the Objective-C runtime, `#selector(…)` does not compile
    /// whatever module provides this method; a selector can be spelt from its
    /// name instead: `Selector("resignFirstResponder")`.
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
    #endif
}
