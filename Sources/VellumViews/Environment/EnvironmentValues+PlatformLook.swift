import Foundation
import VellumCore
import VellumGeometry

extension EnvironmentKeys {
    struct PlatformLookKey: EnvironmentKey { static let defaultValue = PlatformLook.iOS18 }
}

extension EnvironmentValues {
    /// The system design the render draws chrome and built-in styles in
    /// (set by the renderer; iOS 18's by default).
    package var platformLook: PlatformLook {
        get { self[EnvironmentKeys.PlatformLookKey.self] }
        set { self[EnvironmentKeys.PlatformLookKey.self] = newValue }
    }
}

extension EnvironmentKeys {
    struct ScreenSafeAreaInsetsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
}

extension EnvironmentValues {
    /// The screen's own safe-area insets (the status bar's, the home
    /// indicator's), set by the renderer: iOS 26's floating bars sit a fixed
    /// distance above the home indicator's region, or above the screen's
    /// edge where there is none.
    package var screenSafeAreaInsets: EdgeInsets {
        get { self[EnvironmentKeys.ScreenSafeAreaInsetsKey.self] }
        set { self[EnvironmentKeys.ScreenSafeAreaInsetsKey.self] = newValue }
    }
}

extension EnvironmentKeys {
    struct ScreenBoundsKey: EnvironmentKey { static let defaultValue = CGRect.zero }
    struct ScreenCornerRadiusKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
}

extension EnvironmentValues {
    /// The screen's rectangle in the picture's coordinates and its corner
    /// radius, set by the renderer (zero on a canvas): what a
    /// `ConcentricRectangle` outside any container shape is concentric with.
    package var screenBounds: CGRect {
        get { self[EnvironmentKeys.ScreenBoundsKey.self] }
        set { self[EnvironmentKeys.ScreenBoundsKey.self] = newValue }
    }
    package var screenCornerRadius: CGFloat {
        get { self[EnvironmentKeys.ScreenCornerRadiusKey.self] }
        set { self[EnvironmentKeys.ScreenCornerRadiusKey.self] = newValue }
    }
}
