import Foundation
import VellumCore

extension ControlMetrics {
    /// A stepper's − / + pill in one platform look.
    struct StepperMetrics: Equatable {
        /// Each half's size.
        let half: CGSize
        /// The divider's height (1 pt wide).
        let divider: CGFloat
        /// Whether the pill is a capsule (otherwise a rounded rectangle of `cornerRadius`).
        let isCapsule: Bool
        /// The corner radius when not a capsule.
        let cornerRadius: CGFloat

        /// The pill's size.
        var size: CGSize { CGSize(width: half.width * 2 + 1, height: half.height) }

        /// The stepper of `look`.
        static func of(_ look: PlatformLook) -> StepperMetrics {
            switch look {
            // Measured (iOS 18): 94 × 32, a 1 × 18 divider, corners of 8 (docs/reference/fidelity-real-pngs.md, Stepper).
            case .iOS18: StepperMetrics(half: CGSize(width: 46.5, height: 32), divider: 18, isCapsule: false, cornerRadius: 8)
            // Assumed (no iOS 26 render of a stepper found): the same size, a capsule.
            case .iOS26: StepperMetrics(half: CGSize(width: 46.5, height: 32), divider: 18, isCapsule: true, cornerRadius: 16)
            }
        }
    }
}
