import Foundation
import VellumLayout

/// Insets an inset-grouped list's column from the list's sides by the
/// margin UIKit gives a view of the width the list is offered, and by fixed
/// amounts at the top and bottom.
///
/// The side margin is 20 pt when the list is wider than 375 pt and 16 pt
/// otherwise: a `List` on a 390 pt iPhone 14 screen draws its cards 20 pt
/// from both sides (docs/reference/fidelity-real-pngs.md); 16 pt on 375 pt
/// and narrower screens is UIKit's documented minimum margin (unmeasured here).
struct ListMarginLayout: Layout, Sendable {
    /// The inset above the column.
    var top: CGFloat
    /// The inset below the column.
    var bottom: CGFloat
    /// Whether the column is inset from the sides (false for a plain list,
    /// whose rows run from edge to edge).
    var insetsSides = true

    /// Lists wider than this get the wide margin.
    static let wideThreshold: CGFloat = 375

    /// The side margin of a list `width` points wide (nil: not known, the narrow one).
    static func margin(forWidth width: CGFloat?) -> CGFloat {
        guard let width, width.isFinite, width > wideThreshold else { return 16 }
        return 20
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        let side = insetsSides ? Self.margin(forWidth: proposal.width) : 0
        let size = child.sizeThatFits(inner(proposal, side))
        return CGSize(width: size.width + 2 * side, height: size.height + top + bottom)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let side = insetsSides ? Self.margin(forWidth: bounds.width) : 0
        child.place(at: CGPoint(x: bounds.minX + side, y: bounds.minY + top),
                    proposal: ProposedViewSize(width: Swift.max(bounds.width - 2 * side, 0),
                                               height: Swift.max(bounds.height - top - bottom, 0)))
    }

    private func inner(_ proposal: ProposedViewSize, _ side: CGFloat) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { Swift.max($0 - 2 * side, 0) },
                         height: proposal.height.map { Swift.max($0 - top - bottom, 0) })
    }
}
