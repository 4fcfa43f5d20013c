import Foundation
import VellumLayout

/// A list row with its separator laid over the row's last pixel row, from
/// the row's `listRowSeparatorLeading` guide to its `listRowSeparatorTrailing`
/// guide, as iOS draws it: a separator starts under the row's leading-most
/// text (after a `Label`'s icon, for one), or where the row's content starts
/// in a row without text.
struct ListRowSeparatorLayout: Layout, Sendable {
    /// The row's insets: where its content starts is the separator's start
    /// when the row has no text and sets no guide.
    var inset: ListRowInsetLayout
    /// The separator's thickness: one pixel.
    var thickness: CGFloat
    /// Whether the separator stops at the row's trailing margin (iOS 26,
    /// 16 pt before the card's edge) rather than at the row's edge (iOS 18),
    /// when the row sets no trailing guide.
    var endsAtTrailingMargin = false

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let row = subviews.first else { return }
        let rowProposal = ProposedViewSize(bounds.size)
        row.place(at: bounds.origin, proposal: rowProposal)
        guard subviews.count > 1 else { return }
        let dimensions = row.dimensions(in: rowProposal)
        let start = Self.clamp(dimensions[explicit: .listRowSeparatorLeading] ?? inset.insets(forWidth: bounds.width).leading, bounds.width)
        let margin = endsAtTrailingMargin ? inset.insets(forWidth: bounds.width).trailing : 0
        let end = Self.clamp(dimensions[explicit: .listRowSeparatorTrailing] ?? bounds.width - margin, bounds.width)
        subviews[1].place(at: CGPoint(x: bounds.minX + start, y: bounds.maxY - thickness),
                          proposal: ProposedViewSize(width: Swift.max(end - start, 0), height: thickness))
    }

    /// `value` within the row, 0 when it is not a number.
    private static func clamp(_ value: CGFloat, _ width: CGFloat) -> CGFloat {
        guard value.isFinite else { return 0 }
        return Swift.max(0, Swift.min(value, width.isFinite ? width : value))
    }
}
