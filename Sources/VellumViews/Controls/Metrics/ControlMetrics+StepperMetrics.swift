import Foundation
import VellumCore

extension ControlMetrics {
    /// A stepper's − / + pill in one platform look.
    struct StepperMetrics: Equatable {
        /// Each half's size.
        let half: CGSize
        /// The divider's size.
        let divider: CGSize
        /// Whether the pill is a capsule (otherwise a rounded rectangle of `cornerRadius`).
        let isCapsule: Bool
        /// The corner radius when not a capsule.
        let cornerRadius: CGFloat

        /// The pill's size.
        var size: CGSize { CGSize(width: half.width * 2 + divider.width, height: half.height) }

        /// The stepper of `look`.
        static func of(_ look: PlatformLook) -> StepperMetrics {
            switch look {
            // Measured (iOS 18): 94 × 32, a 1 × 18 divider, corners of 8 (docs/reference/fidelity-real-pngs.md, Stepper).
            case .iOS18: StepperMetrics(half: CGSize(width: 46.5, height: 32), divider: CGSize(width: 1, height: 18),
                                        isCapsule: false, cornerRadius: 8)
            // Measured (iOS 26.2 UIStepper, docs/reference/ios26-real-pngs.md, Stepper): still
            // 94 × 32, a capsule, the divider 2 px (0.67 pt) wide and 24 pt tall.
            case .iOS26: StepperMetrics(half: CGSize(width: (94 - 2.0 / 3) / 2, height: 32), divider: CGSize(width: 2.0 / 3, height: 24),
                                        isCapsule: true, cornerRadius: 16)
            }
        }
    }
}
