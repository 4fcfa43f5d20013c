import Foundation
import VellumLayout

/// Insets an inset-grouped list's column from the list's sides by the
/// margin UIKit gives a view of the width the list is offered, and by fixed
/// amounts at the top and bottom.
///
/// The side margin is 20 pt when the list is 375 pt wide or wider and 16 pt
/// otherwise, measured in real snapshots: 16 at 320 pt, 20 at 375, 390 and
/// 428 pt (docs/reference/fidelity-real-pngs.md). Rows, headers and footers
/// are inset by the same margin (`ListRowInsetLayout`).
struct ListMarginLayout: Layout, Sendable {
    /// The inset above the column.
    var top: CGFloat
    /// The inset below the column.
    var bottom: CGFloat
    /// Whether the column is inset from the sides (false for a plain list,
    /// whose rows run from edge to edge).
    var insetsSides = true
    /// The side margin whatever the width (iOS 26's 16 pt), or nil for the width's.
    var fixedMargin: CGFloat? = nil

    /// Lists this wide or wider get the wide margin.
    static let wideWidth: CGFloat = 375
    /// The margin of a list narrower than `wideWidth`.
    static let narrowMargin: CGFloat = 16
    /// The margin of a list `wideWidth` wide or wider.
    static let wideMargin: CGFloat = 20

    /// The side margin of a list `width` points wide (nil: not known, the narrow one).
    static func margin(forWidth width: CGFloat?) -> CGFloat {
        guard let width, width.isFinite, width >= wideWidth else { return narrowMargin }
        return wideMargin
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        let side = insetsSides ? fixedMargin ?? Self.margin(forWidth: proposal.width) : 0
        let size = child.sizeThatFits(inner(proposal, side))
        return CGSize(width: size.width + 2 * side, height: size.height + top + bottom)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let side = insetsSides ? fixedMargin ?? Self.margin(forWidth: bounds.width) : 0
        child.place(at: CGPoint(x: bounds.minX + side, y: bounds.minY + top),
                    proposal: ProposedViewSize(width: Swift.max(bounds.width - 2 * side, 0),
                                               height: Swift.max(bounds.height - top - bottom, 0)))
    }

    private func inner(_ proposal: ProposedViewSize, _ side: CGFloat) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { Swift.max($0 - 2 * side, 0) },
                         height: proposal.height.map { Swift.max($0 - top - bottom, 0) })
    }
}
