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
    /// On a canvas (no device), the proposal the root is sized for; the canvas is then the root's size.
    var proposedSize: ProposedViewSize? = nil

    /// The screen for layout.
    func layoutEnvironment() -> LayoutEnvironment {
        LayoutEnvironment(bounds: CGRect(origin: .zero, size: size),
                          containerInsets: device?.safeAreaInsets ?? EdgeInsets(),
                          keyboardHeight: keyboardVisible ? (device?.keyboardHeight ?? 0) : 0,
                          displayScale: displayScale)
    }

    /// The environment views see at the root; presentation modifiers report to `presentations`.
    func environment(_ scheme: ColorScheme, presentations: PresentationReport? = nil) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        env.displayScale = displayScale
        env.assets = assets
        env.symbols = symbols
        env.isKeyboardShown = keyboardVisible && (device?.keyboardHeight ?? 0) > 0
        if let presentations { env.presentationReport = presentations }
        return env
    }
}
