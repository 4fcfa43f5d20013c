import Foundation
import VellumGeometry

/// One of SwiftUI's own stack layouts, known to the engine by its case so
/// it can be run without type erasure on the engine's tables.
package enum BuiltInStack: Sendable {
    case horizontal(HStackLayout)
    case vertical(VStackLayout)
    case overlaying(ZStackLayout)

    /// The stack's size for a proposal.
    package func sizeThatFits<C: StackChildren>(_ proposal: ProposedViewSize, _ children: C) -> CGSize {
        switch self {
        case .horizontal(let l): return l.sizeThatFits(proposal, children)
        case .vertical(let l): return l.sizeThatFits(proposal, children)
        case .overlaying(let l): return l.sizeThatFits(proposal, children)
        }
    }

    /// Places the children in `bounds`.
    package func placeSubviews<C: StackChildren>(in bounds: CGRect, _ proposal: ProposedViewSize, _ children: C) {
        switch self {
        case .horizontal(let l): l.placeSubviews(in: bounds, proposal, children)
        case .vertical(let l): l.placeSubviews(in: bounds, proposal, children)
        case .overlaying(let l): l.placeSubviews(in: bounds, proposal, children)
        }
    }

    /// The axis children are sized along (nil for ZStack).
    package var axis: Axis? {
        switch self {
        case .horizontal: return .horizontal
        case .vertical: return .vertical
        case .overlaying: return nil
        }
    }
}
