import Foundation
import VellumCore
import VellumGeometry
import VellumViews

/// What the screen stage is told about the screen a picture is drawn on:
/// the device (or a plain canvas), its pixel grid, and what is drawn over
/// the painted content (the keyboard, device chrome, the accessibility overlay).
package struct ScreenSettings: Sendable {
    /// The device, or nil for a plain canvas.
    package var device: Device?
    /// Pixels per point.
    package var displayScale: CGFloat
    /// Whether the software keyboard is shown.
    package var keyboardVisible: Bool
    /// Whether the device's status bar, home indicator, screen corners and keyboard are drawn.
    package var showsDeviceChrome: Bool
    /// Whether each accessibility element's frame and label are drawn over the picture.
    package var showsAccessibilityOverlay: Bool
    /// The system design the chrome is drawn in: iOS 26's keyboard differs (`KeyboardPalette`).
    package var platformLook: PlatformLook

    /// Settings for a screen.
    package init(device: Device?, displayScale: CGFloat, keyboardVisible: Bool = false,
                 showsDeviceChrome: Bool = false, showsAccessibilityOverlay: Bool = false, platformLook: PlatformLook = .iOS18) {
        self.device = device
        self.displayScale = displayScale
        self.keyboardVisible = keyboardVisible
        self.showsDeviceChrome = showsDeviceChrome
        self.showsAccessibilityOverlay = showsAccessibilityOverlay
        self.platformLook = platformLook
    }

    /// The size classes iOS gives a screen of `size` on the device: an
    /// iPhone is compact width (regular from 896 points wide: a Plus or Max
    /// in landscape) and compact height in landscape; an iPad is regular
    /// both ways; a canvas is compact below an iPad's width.
    package func sizeClasses(of size: CGSize) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        switch device?.kind {
        case .pad?:
            return (.regular, .regular)
        case .faceIDPhone?, .homeButtonPhone?:
            return (size.width < PresentationStageMetrics.regularWidthPhone ? .compact : .regular,
                    size.width > size.height ? .compact : .regular)
        case nil:
            return (size.width < PresentationMetrics.regularWidth ? .compact : .regular, .regular)
        }
    }

    /// The keyboard's height from the bottom of the screen for `request`:
    /// 0 unless the keyboard is shown on a device that has one.
    package func keyboardHeight(for request: KeyboardRequest = KeyboardRequest()) -> CGFloat {
        keyboardVisible ? device.map { KeyboardMetrics.height(for: request, on: $0) } ?? 0 : 0
    }
}
