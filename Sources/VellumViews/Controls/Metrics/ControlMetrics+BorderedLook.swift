import Foundation
import VellumCore

extension ControlMetrics {
    /// A bordered button's metrics for a control size in one platform look:
    /// iOS 18's as `bordered(_:)` gives them; in iOS 26 the automatic border
    /// shape is a capsule at every size, the insets unchanged (measured at the
    /// regular size in an iOS 26.2 render: a `.bordered` "Delete" is a capsule
    /// about 73 × 34 pt, its label where iOS 18.5 puts it; docs/reference/ios26-real-pngs.md,
    /// Buttons. The other sizes' capsules are assumed).
    static func bordered(_ size: ControlSize, look: PlatformLook) -> Bordered {
        var m = bordered(size)
        if look == .iOS26 { m.isCapsule = true }
        return m
    }
}
