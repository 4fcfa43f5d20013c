/// UIKit's scene of windows on a screen (see `UIScene`): code that reads a
/// window's safe area or the screen through `connectedScenes` compiles and
/// gets the iPhone 15 Pro's values.
///
/// ```swift
/// let window = (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first
/// let topInset = window?.safeAreaInsets.top ?? 0   // 59
/// ```
public final class UIWindowScene: UIScene, @unchecked Sendable {
    /// The scene's one shared instance.
    static let main = UIWindowScene()

    /// The screen the scene is on: `UIScreen.main`.
    public var screen: UIScreen { UIScreen.main }
    /// The scene's windows: one key window filling the screen.
    public var windows: [UIWindow] { [keyWindow].compactMap { $0 } }
    /// The window that receives keyboard events: one filling the screen.
    public var keyWindow: UIWindow? { UIWindow(windowScene: self) }
}
