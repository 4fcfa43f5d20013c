import Foundation
import VellumCore

extension ControlMetrics {
    /// A segmented picker's track and selected segment in one platform look.
    struct SegmentedMetrics: Equatable {
        /// The control's height.
        let height: CGFloat
        /// The selected segment's inset from the track.
        let inset: CGFloat
        /// Whether the track and the segment are capsules.
        let isCapsule: Bool
        /// The track's corner radius when not a capsule.
        let trackRadius: CGFloat
        /// The selected segment's corner radius when not a capsule.
        let segmentRadius: CGFloat

        /// The segmented control of `look`.
        static func of(_ look: PlatformLook) -> SegmentedMetrics {
            switch look {
            // Measured (iOS 17/18): 32 pt tall, the segment inset 2 pt; radii 9 and 7.
            case .iOS18: SegmentedMetrics(height: segmentedHeight, inset: 2, isCapsule: false, trackRadius: 9, segmentRadius: 7)
            // Measured (iOS 26.2 UISegmentedControl, docs/reference/ios26-real-pngs.md, Segmented
            // control): still 32 pt tall, the track a capsule, no separators. The selected
            // segment (glass, left out of the render) is assumed: a capsule inset 2 pt.
            case .iOS26: SegmentedMetrics(height: segmentedHeight, inset: 2, isCapsule: true, trackRadius: 16, segmentRadius: 14)
            }
        }
    }
}
