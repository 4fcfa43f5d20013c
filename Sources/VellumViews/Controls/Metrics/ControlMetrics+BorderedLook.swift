import Foundation
import VellumCore

extension ControlMetrics {
    /// A bordered button's metrics for a control size in one platform look:
    /// iOS 18's as `bordered(_:)` gives them; in iOS 26 the automatic border
    /// shape is a capsule at every size and the capsule's ends take 2 pt more
    /// on each side at the regular, large and extra-large sizes (assumed: no
    /// iOS 26 render of a bordered button was found).
    static func bordered(_ size: ControlSize, look: PlatformLook) -> Bordered {
        var m = bordered(size)
        guard look == .iOS26 else { return m }
        m.isCapsule = true
        switch size {
        case .mini, .small: break
        case .regular, .large, .extraLarge: m.horizontal += 2
        }
        return m
    }
}
