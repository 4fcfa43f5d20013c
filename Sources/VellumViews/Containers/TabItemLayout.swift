import Foundation
import VellumLayout

/// A tab bar item's icon over its title, placed as iOS places them: the
/// title's baseline 45 pt below the bar's top and the icon's bottom 14 pt
/// above that baseline, each centred (measured in real snapshots, with and
/// without a home indicator, docs/reference/fidelity-real-pngs.md).
///
/// The bar pads its items 7 pt from its top, so the distances here are from
/// the item's own top.
struct TabItemLayout: Layout, Sendable {
    /// The title's baseline below the item's top.
    var baseline: CGFloat = 45 - 7
    /// The icon's bottom above the title's baseline (its frame's: measured ink
    /// less the symbol's margin, see `BuiltinLabelBody`).
    var iconGap: CGFloat = 14

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widths = subviews.map { $0.sizeThatFits(.unspecified).width }
        // An icon without a title (an image alone) stays where it is with one, the title's place left empty.
        let height = subviews.count > 1 ? baseline + descent(subviews[1]) : baseline - iconGap
        // As wide as offered (the bar shares its width among its items), else as its widest part.
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? widths.max() ?? 0
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let icon = subviews.first else { return }
        let iconSize = icon.sizeThatFits(.unspecified)
        guard subviews.count > 1 else {
            icon.place(at: CGPoint(x: bounds.midX, y: bounds.minY + baseline - iconGap), anchor: .bottom, proposal: ProposedViewSize(iconSize))
            return
        }
        let title = subviews[1]
        let d = title.dimensions(in: .unspecified)
        let baseline = bounds.minY + self.baseline
        icon.place(at: CGPoint(x: bounds.midX, y: baseline - iconGap), anchor: .bottom, proposal: ProposedViewSize(iconSize))
        title.place(at: CGPoint(x: bounds.midX - d.width / 2, y: baseline - d[VerticalAlignment.firstTextBaseline]),
                    proposal: .unspecified)
        for extra in subviews.dropFirst(2) { extra.place(at: CGPoint(x: bounds.midX, y: bounds.minY), anchor: .top, proposal: .unspecified) }
    }

    /// How far the title's line reaches below its baseline.
    private func descent(_ title: LayoutSubview) -> CGFloat {
        let d = title.dimensions(in: .unspecified)
        return Swift.max(d.height - d[VerticalAlignment.firstTextBaseline], 0)
    }
}
