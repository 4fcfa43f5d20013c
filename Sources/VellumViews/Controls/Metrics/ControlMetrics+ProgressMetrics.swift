import Foundation
import VellumCore

extension ControlMetrics {
    /// A linear progress bar in one platform look.
    struct ProgressMetrics: Equatable {
        /// The bar's height (a capsule).
        let bar: CGFloat

        /// The progress bar of `look`.
        static func of(_ look: PlatformLook) -> ProgressMetrics {
            switch look {
            // UIProgressView's default bar: 4 pt.
            case .iOS18: ProgressMetrics(bar: 4)
            // Assumed (no iOS 26 render found): as thick as iOS 26's slider track (6, measured).
            case .iOS26: ProgressMetrics(bar: SliderMetrics.of(.iOS26).track)
            }
        }
    }
}
