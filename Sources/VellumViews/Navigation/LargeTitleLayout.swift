import Foundation
import VellumCore
import VellumLayout

/// Places a navigation bar's large title on its baseline below the bar row,
/// as iOS does: 36.33 pt below the row for every text size up to xxLarge,
/// then the title's point size less 1.67 pt (82.33 pt from the bar's top at
/// xxxLarge, 86.33 at AX1), measured in real snapshots
/// (docs/reference/fidelity-real-pngs.md). Below the baseline come the
/// title's descent and `bottom`: 52 pt in all at the Large size.
struct LargeTitleLayout: Layout, Sendable {
    /// The title's first baseline below the layout's top.
    var baseline: CGFloat
    /// The space below the title's line.
    var bottom: CGFloat

    /// The baseline of a large title of `pointSize` below the bar row: in
    /// iOS 26, 10 pt lower (measured: 90.3 pt below the safe area's top at
    /// the Large size, docs/reference/ios26-real-pngs.md).
    static func baseline(pointSize: CGFloat, look: PlatformLook = .iOS18) -> CGFloat {
        Swift.max(36.33, pointSize - 1.67) + (look == .iOS26 ? 10 : 0)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let title = subviews.first else { return .zero }
        let d = title.dimensions(in: proposal)
        return CGSize(width: d.width, height: baseline + Swift.max(d.height - d[VerticalAlignment.firstTextBaseline], 0) + bottom)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let title = subviews.first else { return }
        let d = title.dimensions(in: proposal)
        title.place(at: CGPoint(x: bounds.minX, y: bounds.minY + baseline - d[VerticalAlignment.firstTextBaseline]), proposal: proposal)
    }
}
