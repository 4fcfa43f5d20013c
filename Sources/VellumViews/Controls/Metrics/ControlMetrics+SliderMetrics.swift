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
            // Measured (iOS 26.2 UISlider, docs/reference/ios26-real-pngs.md, Slider): a 6-pt
            // track; the tint ends where a 38-pt-wide knob's centre is. The knob's
            // height (24, as the switch's knob) is assumed: the render leaves the glass knob out.
            case .iOS26: SliderMetrics(track: 6, knob: CGSize(width: 38, height: 24), height: 28)
            }
        }
    }
}
