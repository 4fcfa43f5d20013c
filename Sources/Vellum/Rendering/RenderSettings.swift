import Foundation
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
    /// The strings localized keys are looked up in.
    var localization = Localization()
    /// Whether missing assets are drawn as SwiftUI draws them and listed in
    /// the view graph's diagnostics (previews); false makes one an error.
    var drawsMissingAssets = false
    /// The variant whose layout direction and locale are set at the root (`SVGRenderer.applying(_:)`).
    var variant: Variant? = nil

    /// The screen for layout, with the keyboard the field being edited asks for.
    func layoutEnvironment(keyboard: KeyboardRequest = KeyboardRequest()) -> LayoutEnvironment {
        let keyboardHeight = keyboardVisible ? device.map { KeyboardMetrics.height(for: keyboard, on: $0) } ?? 0 : 0
        return LayoutEnvironment(bounds: CGRect(origin: .zero, size: size),
                                 containerInsets: device?.safeAreaInsets ?? EdgeInsets(),
                                 keyboardHeight: keyboardHeight,
                                 displayScale: displayScale)
    }

    /// The size classes iOS gives a screen of `size` on the device: an
    /// iPhone is compact width (regular from 896 points wide: a Plus or Max
    /// in landscape) and compact height in landscape; an iPad is regular
    /// both ways; a canvas is compact below an iPad's width.
    func sizeClasses(of size: CGSize) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        switch device?.kind {
        case .pad?:
            return (.regular, .regular)
        case .faceIDPhone?, .homeButtonPhone?:
            return (size.width < PresentationMetrics.regularWidthPhone ? .compact : .regular,
                    size.width > size.height ? .compact : .regular)
        case nil:
            return (size.width < PresentationMetrics.regularWidth ? .compact : .regular, .regular)
        }
    }

    /// The environment views see at the root, where presentation modifiers
    /// present (`PresentationKey`).
    func environment(_ scheme: ColorScheme) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        env.displayScale = displayScale
        env.dynamicTypeSize = dynamicTypeSize
        env.assets = assets
        env.symbols = symbols
        env.localization = localization
        env.drawsMissingAssets = drawsMissingAssets
        env.isKeyboardShown = keyboardVisible && (device?.keyboardHeight ?? 0) > 0
        (env.horizontalSizeClass, env.verticalSizeClass) = sizeClasses(of: size)
        variant?.apply(to: &env)
        env.presentsModally = true
        return env
    }
}
