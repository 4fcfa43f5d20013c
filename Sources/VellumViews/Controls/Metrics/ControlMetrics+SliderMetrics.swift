import Foundation
import VellumCore

extension ControlMetrics {
    /// A slider's track and knob in one platform look.
    struct SliderMetrics: Equatable {
        /// The track's height (a capsule).
        let track: CGFloat
        /// The knob's size: a circle in iOS 18, a capsule wider than tall in iOS 26.
        let knob: CGSize
        /// The height the slider is laid out in.
        let height: CGFloat

        /// The slider of `look`.
        static func of(_ look: PlatformLook) -> SliderMetrics {
            switch look {
            // UISlider: a 4-pt track, a 27-pt round knob, 28 pt tall.
            case .iOS18: SliderMetrics(track: 4, knob: CGSize(width: 27, height: 27), height: 28)
            // Assumed (no iOS 26 render of a slider found): a thinner 3-pt track
            // and a 38 × 24 capsule knob, as tall as iOS 26's switch knob (24, measured).
            case .iOS26: SliderMetrics(track: 3, knob: CGSize(width: 38, height: 24), height: 28)
            }
        }
    }
}
