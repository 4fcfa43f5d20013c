import Foundation
import VellumCore
import VellumGeometry
import VellumLayout

/// A shape's stroke as a shape of its own: what `stroke(lineWidth:)` and
/// `stroke(style:)` return (as `some Shape`, as in SwiftUI). Filling it paints
/// the stroke: `Circle().stroke(lineWidth: 4).fill(.red)` is a red ring.
struct StrokedShape<Content: Shape>: Shape, StrokedOutline {
    let content: Content
    let strokeStyle: StrokeStyle

    func path(in rect: CGRect) -> Path { content.path(in: rect).strokedPath(strokeStyle) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { content.sizeThatFits(proposal) }

    var strokedGeometry: ShapeGeometry { content.geometry }
    func strokedSize(_ proposal: ProposedViewSize) -> CGSize { content.sizeThatFits(proposal) }
}
