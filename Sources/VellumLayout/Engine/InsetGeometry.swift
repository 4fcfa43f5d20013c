import Foundation
import VellumGeometry

/// How `safeAreaInset(edge:alignment:spacing:content:)` divides a proposal:
/// the bar is offered what remains after the gap and the content's minimum
/// length, then the content is offered what the bar leaves.
package struct InsetGeometry: Sendable {
    /// The bar's (the inset view's) proposal and size.
    package var barProposal: ProposedViewSize
    package var bar: CGSize
    /// The content's proposal and size.
    package var contentProposal: ProposedViewSize
    package var content: CGSize
    /// The distance between content and bar.
    package var gap: CGFloat
}

extension LayoutEngine {
    /// The inset geometry of `safeAreaInset` node `id` for a proposal.
    package func insetGeometry(_ id: Int, edge: Edge, spacing explicitSpacing: CGFloat?, proposal p: ProposedViewSize, axis: Axis?) -> InsetGeometry {
        let ids = childIDs(of: id)
        let primary = ids[ids.startIndex], secondary = ids[ids.startIndex + 1]
        let ax = edge.axis
        let gap: CGFloat
        if let explicitSpacing, explicitSpacing.isFinite { gap = explicitSpacing } else {
            let (a, b) = edge == .top || edge == .leading ? (secondary, primary) : (primary, secondary)
            gap = spacing(of: a).distance(to: spacing(of: b), along: ax)
        }
        var barProposal = p
        if let length = p[ax] {
            let available = Swift.max(length - gap, 0)
            var minimum = p; minimum[ax] = 0
            let primaryMin = size(of: primary, proposal: minimum, containerAxis: axis)[ax]
            barProposal[ax] = Swift.max(available - primaryMin, 0)
        }
        let bar = size(of: secondary, proposal: barProposal, containerAxis: nil)
        var contentProposal = p
        if let length = p[ax] { contentProposal[ax] = Swift.max(length - (bar[ax] + gap), 0) }
        let content = size(of: primary, proposal: contentProposal, containerAxis: axis)
        return InsetGeometry(barProposal: barProposal, bar: bar, contentProposal: contentProposal, content: content, gap: gap)
    }
}
