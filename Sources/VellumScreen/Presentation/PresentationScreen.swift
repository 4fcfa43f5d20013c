import Foundation
import VellumGeometry

/// The screen a presentation is drawn on: its size, safe areas, keyboard and
/// pixel grid, and whether it is regular width (an iPad).
struct PresentationScreen {
    /// The screen's size in points.
    var size: CGSize
    /// The device's safe-area insets (none on a canvas).
    var insets: EdgeInsets
    /// The shown keyboard's height from the bottom (0 when hidden).
    var keyboardHeight: CGFloat
    /// Pixels per point.
    var displayScale: CGFloat
    /// Whether the screen is compact width: an iPhone (but a large one in
    /// landscape), a canvas narrower than an iPad.
    var isCompactWidth: Bool
    /// The screen's corner radius (0 for a square screen or a canvas).
    var cornerRadius: CGFloat = 0

    /// The whole screen, from the origin.
    var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// The screen for a stage's settings: the device's, or a canvas with no safe areas.
    init(settings: ScreenSettings, size: CGSize) {
        self.size = size
        insets = settings.device?.safeAreaInsets ?? EdgeInsets()
        keyboardHeight = settings.keyboardVisible ? (settings.device?.keyboardHeight ?? 0) : 0
        displayScale = settings.displayScale
        isCompactWidth = settings.sizeClasses(of: size).horizontal == .compact
        cornerRadius = settings.device?.screenCornerRadius ?? 0
    }
}
