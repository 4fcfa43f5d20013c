import Foundation
import VellumScreen
import VellumSVG

/// Everything about the picture except the view.
struct RenderSettings: Sendable {
    var size: CGSize
    var device: Device?
    var colorScheme: ColorScheme
    var keyboardVisible: Bool
    var assets: AssetCatalog
    var symbols: SymbolLibrary
    var textOutput: SVGTextOutput
    var displayScale: CGFloat
    var showsDeviceChrome: Bool
    /// Whether each accessibility element's frame and label are drawn over the picture.
    var showsAccessibilityOverlay = false
    /// On a canvas (no device), the proposal the root is sized for; the canvas is then the root's size.
    var proposedSize: ProposedViewSize? = nil
    /// The Dynamic Type size at the root.
    var dynamicTypeSize: DynamicTypeSize = .large
    /// The system design chrome and built-in styles are drawn in.
    var platformLook: PlatformLook = .iOS18
    /// The strings localized keys are looked up in.
    var localization = Localization()
    /// Whether missing assets are drawn as SwiftUI draws them and listed in
    /// the view graph's diagnostics (previews); false makes one an error.
    var drawsMissingAssets = false
    /// The variant whose layout direction and locale are set at the root (`SVGRenderer.applying(_:)`).
    var variant: Variant? = nil

    /// What the screen stage needs of these settings: the device, its pixel
    /// grid, and what is drawn over the painted content.
    var screen: ScreenSettings {
        ScreenSettings(device: device, displayScale: displayScale, keyboardVisible: keyboardVisible,
                       showsDeviceChrome: showsDeviceChrome, showsAccessibilityOverlay: showsAccessibilityOverlay,
                       platformLook: platformLook)
    }

    /// The screen for layout, with the keyboard the field being edited asks for.
    func layoutEnvironment(keyboard: KeyboardRequest = KeyboardRequest()) -> LayoutEnvironment {
        LayoutEnvironment(bounds: CGRect(origin: .zero, size: size),
                          containerInsets: device?.safeAreaInsets ?? EdgeInsets(),
                          keyboardHeight: screen.keyboardHeight(for: keyboard),
                          displayScale: displayScale)
    }

    /// The environment views see at the root, where presentation modifiers
    /// present (`PresentationKey`).
    func environment(_ scheme: ColorScheme) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        env.displayScale = displayScale
        env.dynamicTypeSize = dynamicTypeSize
        env.platformLook = platformLook
        env.screenSafeAreaInsets = device?.safeAreaInsets ?? EdgeInsets()
        env.screenBounds = device == nil ? .zero : CGRect(origin: .zero, size: size)
        env.screenCornerRadius = device?.screenCornerRadius ?? 0
        env.assets = assets
        env.symbols = symbols
        env.localization = localization
        env.drawsMissingAssets = drawsMissingAssets
        env.isKeyboardShown = keyboardVisible && (device?.keyboardHeight ?? 0) > 0
        (env.horizontalSizeClass, env.verticalSizeClass) = screen.sizeClasses(of: size)
        variant?.apply(to: &env)
        env.presentsModally = true
        return env
    }
}
