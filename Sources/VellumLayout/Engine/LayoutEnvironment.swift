import Foundation
import VellumGeometry

/// The screen a layout pass runs on: its size, its safe areas and its pixel grid.
package struct LayoutEnvironment: Sendable {
    /// The whole screen (or canvas), in points.
    package var bounds: CGRect
    /// The device's safe-area insets (status bar, home indicator).
    package var containerInsets: EdgeInsets
    /// The keyboard's height from the bottom of the screen, or 0 when hidden.
    package var keyboardHeight: CGFloat
    /// Pixels per point.
    package var displayScale: CGFloat

    package init(bounds: CGRect, containerInsets: EdgeInsets = EdgeInsets(), keyboardHeight: CGFloat = 0,
                 displayScale: CGFloat = 3) {
        self.bounds = bounds; self.containerInsets = containerInsets
        self.keyboardHeight = Swift.max(0, keyboardHeight.sanitized())
        self.displayScale = displayScale > 0 && displayScale.isFinite ? displayScale : 1
    }

    /// The insets of the region that respects `respected` (the regions not ignored).
    package func insets(respecting respected: SafeAreaRegions) -> EdgeInsets {
        var i = respected.contains(.container) ? containerInsets : EdgeInsets()
        if respected.contains(.keyboard) { i.bottom = Swift.max(i.bottom, keyboardHeight) }
        return i
    }

    /// The rectangle that content is laid out in: inside every safe area.
    package var safeRect: CGRect { bounds.inset(by: insets(respecting: .all)) }
}
