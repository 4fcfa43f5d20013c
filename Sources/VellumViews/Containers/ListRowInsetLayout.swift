import Foundation
import VellumGeometry
import VellumLayout

/// Pads a list row, or a section's header or footer, by the list's side
/// margin, which iOS uses as its cells' content inset: 16 pt in a list
/// narrower than 375 pt, 20 pt otherwise (measured at 320, 375 and 390 pt,
/// docs/reference/fidelity-real-pngs.md).
///
/// The list's width is not known when its rows are made, so the inset is
/// worked out here from the width the row is offered: a plain list's row
/// is as wide as the list; an inset-grouped row is as wide as its card, the
/// list less both margins (`ListMarginLayout`), so a card narrower than
/// 335 pt is in a narrow list. Between 367 and 375 pt, where a card of a
/// narrow list is 335 pt or wider, the row keeps 20 pt (no device has that
/// width; unmeasured).
struct ListRowInsetLayout: Layout, Sendable {
    /// The fixed insets; `nil` on a horizontal edge means the list's margin.
    var top: CGFloat
    var leading: CGFloat?
    var bottom: CGFloat
    var trailing: CGFloat?
    /// Whether the row is on a card (inset-grouped) or as wide as the list (plain).
    var carded: Bool
    /// The margin of a carded row whatever the width (iOS 26's 16 pt), or nil for the width's.
    var fixedMargin: CGFloat? = nil

    /// The card width from which the wide margin applies.
    static let wideCardWidth: CGFloat = ListMarginLayout.wideWidth - 2 * ListMarginLayout.wideMargin

    /// The list's margin for a row offered `width` (nil: not known, the wide one).
    func margin(forWidth width: CGFloat?) -> CGFloat {
        // iOS 26's fixed margin is the cards'; a plain list's rows keep the width's.
        if let fixedMargin, carded { return fixedMargin }
        guard let width, width.isFinite else { return ListMarginLayout.wideMargin }
        return carded
            ? (width >= Self.wideCardWidth ? ListMarginLayout.wideMargin : ListMarginLayout.narrowMargin)
            : ListMarginLayout.margin(forWidth: width)
    }

    /// The insets of a row offered `width`.
    func insets(forWidth width: CGFloat?) -> EdgeInsets {
        let m = margin(forWidth: width)
        return EdgeInsets(top: top, leading: leading ?? m, bottom: bottom, trailing: trailing ?? m)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        let e = insets(forWidth: proposal.width)
        let size = child.sizeThatFits(inner(proposal, e))
        return CGSize(width: size.width + e.leading + e.trailing, height: size.height + e.top + e.bottom)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        // The width offered, not the bounds: a row's padding is as wide as its content.
        let e = insets(forWidth: proposal.width)
        child.place(at: CGPoint(x: bounds.minX + e.leading, y: bounds.minY + e.top),
                    proposal: ProposedViewSize(width: Swift.max(bounds.width - e.leading - e.trailing, 0),
                                               height: Swift.max(bounds.height - e.top - e.bottom, 0)))
    }

    private func inner(_ proposal: ProposedViewSize, _ e: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { Swift.max($0 - e.leading - e.trailing, 0) },
                         height: proposal.height.map { Swift.max($0 - e.top - e.bottom, 0) })
    }
}
