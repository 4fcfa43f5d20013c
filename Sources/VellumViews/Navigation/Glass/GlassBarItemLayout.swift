import Foundation
import VellumLayout

/// One button on an iOS 26 glass bar: its label centred in a slot at least
/// as wide as it is tall (a circle round a symbol), padded on both sides
/// (a capsule round a text), the bar's height tall.
struct GlassBarItemLayout: Layout, Sendable {
    /// The slot's height (and least width).
    var height: CGFloat
    /// The padding on each side of the label.
    var padding: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let label = subviews.first?.sizeThatFits(ProposedViewSize(width: nil, height: height)) ?? .zero
        return CGSize(width: Swift.max(height, label.width + 2 * padding), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let label = subviews.first else { return }
        let size = label.sizeThatFits(ProposedViewSize(width: nil, height: height))
        label.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(size))
    }
}
