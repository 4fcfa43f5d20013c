import Foundation
import VellumCore

extension ControlMetrics {
    /// The `.roundedBorder` text field's and the compact date picker's corners in one platform look.
    struct FieldMetrics: Equatable {
        /// The `.roundedBorder` field's corner radius.
        let textFieldCornerRadius: CGFloat
        /// Whether the compact date picker's pills are capsules (otherwise `datePillCornerRadius`).
        let datePillIsCapsule: Bool

        /// The fields of `look`.
        static func of(_ look: PlatformLook) -> FieldMetrics {
            switch look {
            case .iOS18: FieldMetrics(textFieldCornerRadius: ControlMetrics.textFieldCornerRadius, datePillIsCapsule: false)
            // Assumed (no iOS 26 render of either found): larger, concentric-looking corners, capsule pills.
            case .iOS26: FieldMetrics(textFieldCornerRadius: 10, datePillIsCapsule: true)
            }
        }
    }
}
