import Foundation
import VellumGeometry

/// The limits of a flexible frame, per axis.
package struct FlexFrame: Hashable, Sendable {
    package var minWidth, idealWidth, maxWidth: CGFloat?
    package var minHeight, idealHeight, maxHeight: CGFloat?
    package var alignment: Alignment

    package init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
                 minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) {
        func clean(_ v: CGFloat?) -> CGFloat? { v.map { $0.isNaN ? 0 : Swift.max(0, $0) } }
        self.minWidth = clean(minWidth); self.idealWidth = clean(idealWidth); self.maxWidth = clean(maxWidth)
        self.minHeight = clean(minHeight); self.idealHeight = clean(idealHeight); self.maxHeight = clean(maxHeight)
        self.alignment = alignment
    }

    /// The limits along `axis`.
    package func limits(_ axis: Axis) -> (min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
        axis == .horizontal ? (minWidth, idealWidth, maxWidth) : (minHeight, idealHeight, maxHeight)
    }

    /// The proposal passed to the child: ideal lengths fill unspecified
    /// dimensions, then lengths are clamped to the limits.
    package func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        var out = p
        for axis in Axis.allCases {
            let l = limits(axis)
            var v = p[axis] ?? l.ideal
            if var x = v {
                if let mx = l.max { x = Swift.min(x, mx) }
                if let mn = l.min { x = Swift.max(x, mn) }
                v = x
            }
            out[axis] = v
        }
        return out
    }

    /// The frame's own size given the child's size, as SwiftUI clamps it: with a
    /// minimum, a proposal smaller than the child wins down to the minimum; with a
    /// maximum, a proposal larger than the child wins up to the maximum.
    package func size(proposal p: ProposedViewSize, child: CGSize) -> CGSize {
        var result = child
        for axis in Axis.allCases {
            let l = limits(axis)
            let proposed = p[axis] ?? l.ideal ?? child[axis]
            var r = child[axis]
            if let mn = l.min { r = Swift.max(mn, Swift.min(r, proposed)) }
            if let mx = l.max { r = Swift.min(mx, Swift.max(r, proposed)) }
            result[axis] = r
        }
        return result
    }
}
