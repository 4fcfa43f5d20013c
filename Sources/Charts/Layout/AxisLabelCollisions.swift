import Foundation
import VellumViews

/// Swift Charts' collision resolution of axis value labels: on each axis, in
/// order of priority and then of value, a label is shown only if its frame
/// keeps `minimumSpacing` from every label already shown (greedy); labels with
/// `.disabled` and `.truncate` (shortened to the room between their neighbours) are always shown.
package enum AxisLabelCollisions {
    /// The default room between two labels of an axis.
    package static let minimumSpacing: CGFloat = 4

    /// The indices of `frames` to show, given each label's resolution.
    package static func visible(_ frames: [CGRect], _ resolutions: [AxisValueLabelCollisionResolution]) -> Set<Int> {
        var shown: [CGRect] = []
        var keep = Set<Int>()
        let always = frames.indices.filter {
            switch resolutions[$0].storage { case .disabled, .truncate: true; default: false }
        }
        for i in always { keep.insert(i); shown.append(frames[i]) }
        let rest = frames.indices.filter { !keep.contains($0) }
            .sorted { priority(resolutions[$0]) > priority(resolutions[$1]) || (priority(resolutions[$0]) == priority(resolutions[$1]) && $0 < $1) }
        for i in rest {
            let space = spacing(resolutions[i])
            let padded = frames[i].insetBy(dx: -space / 2, dy: -space / 2)
            if shown.contains(where: { $0.insetBy(dx: -space / 2, dy: -space / 2).intersects(padded) }) { continue }
            keep.insert(i); shown.append(frames[i])
        }
        return keep
    }

    static func priority(_ r: AxisValueLabelCollisionResolution) -> Double {
        if case .greedy(let p, _) = r.storage { return p }
        return 0
    }

    static func spacing(_ r: AxisValueLabelCollisionResolution) -> CGFloat {
        if case .greedy(_, let s?) = r.storage { return max(0, s) }
        return minimumSpacing
    }
}
