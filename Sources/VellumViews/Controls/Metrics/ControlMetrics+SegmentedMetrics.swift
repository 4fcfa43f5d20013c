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
            // Assumed (no iOS 26 render found): iOS 18's height and inset, track and segment capsules.
            case .iOS26: SegmentedMetrics(height: segmentedHeight, inset: 2, isCapsule: true, trackRadius: 16, segmentRadius: 14)
            }
        }
    }
}
