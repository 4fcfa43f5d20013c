import Foundation
import VellumLayout

/// The row of a navigation bar or toolbar: three subviews, the leading
/// items, the centre (inline title, principal item or status) and the
/// trailing items.
///
/// The leading items sit at the leading margin and the trailing ones at the
/// trailing margin, each at its ideal width, centred vertically in the row.
/// The centre is centred on the whole row when it fits there clear of the
/// items on both sides, as iOS centres a title; otherwise it moves into the
/// space between the items and, if it is still too wide, is offered only
/// that space (a title truncates). Without a centre, the leading items are
/// offered the whole row, so a `Spacer` among them pushes the rest to the
/// trailing side.
struct NavigationBarLayout: Layout, Sendable {
    /// The row's height.
    var height: CGFloat
    /// The items' distance from the row's sides.
    var margin: CGFloat = NavigationBarMetrics.edgeMargin
    /// The centre's least distance from an item.
    var itemGap: CGFloat = NavigationBarMetrics.titleItemGap
    /// The centre's least distance from the row's sides.
    var edgeGap: CGFloat = NavigationBarMetrics.titleEdgeMargin

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width = proposal.width, width.isFinite { return CGSize(width: width, height: height) }
        let widths = subviews.map { $0.sizeThatFits(.unspecified).width }
        let present = widths.filter { $0 > 0 }
        let ideal = widths.reduce(0, +) + 2 * margin + CGFloat(Swift.max(0, present.count - 1)) * itemGap
        return CGSize(width: ideal, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 3 else { return }
        let leading = subviews[0], center = subviews[1], trailing = subviews[2]
        let minX = bounds.minX + margin, maxX = bounds.maxX - margin
        let rowProposal = ProposedViewSize(width: nil, height: height)

        let centerIdeal = center.sizeThatFits(rowProposal)
        let hasCenter = centerIdeal.width > 0
        let trailingSize = trailing.sizeThatFits(rowProposal)
        let trailingStart = maxX - trailingSize.width
        place(trailing, x: trailingStart, size: trailingSize, proposal: ProposedViewSize(trailingSize), in: bounds)

        let leadingSize: CGSize
        let leadingProposal: ProposedViewSize
        if hasCenter {
            leadingSize = leading.sizeThatFits(rowProposal)
            leadingProposal = ProposedViewSize(leadingSize)
        } else {
            let room = Swift.max(0, trailingStart - minX - (trailingSize.width > 0 ? NavigationBarMetrics.itemSpacing : 0))
            leadingProposal = ProposedViewSize(width: room, height: height)
            leadingSize = leading.sizeThatFits(leadingProposal)
        }
        place(leading, x: minX, size: leadingSize, proposal: leadingProposal, in: bounds)
        guard hasCenter else { return }

        // The space between the items, clear of them.
        let lowest = leadingSize.width > 0 ? minX + leadingSize.width + itemGap : bounds.minX + edgeGap
        let highest = trailingSize.width > 0 ? trailingStart - itemGap : bounds.maxX - edgeGap
        let room = Swift.max(0, highest - lowest)
        var size = centerIdeal
        var centerProposal = ProposedViewSize(centerIdeal)
        if size.width > room {
            centerProposal = ProposedViewSize(width: room, height: height)
            size = center.sizeThatFits(centerProposal)
        }
        let centred = bounds.midX - size.width / 2
        let x = Swift.min(Swift.max(centred, lowest), Swift.max(lowest, highest - size.width))
        place(center, x: x, size: size, proposal: centerProposal, in: bounds)
    }

    private func place(_ subview: LayoutSubview, x: CGFloat, size: CGSize, proposal: ProposedViewSize, in bounds: CGRect) {
        subview.place(at: CGPoint(x: x, y: bounds.minY + (bounds.height - size.height) / 2), proposal: proposal)
    }
}
