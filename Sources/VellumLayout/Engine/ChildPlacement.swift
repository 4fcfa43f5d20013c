import Foundation
import VellumGeometry

/// Where a modifier puts one of its children, in the modifier's own
/// coordinates: the frame, the proposal the child was sized for, and the
/// stack axis it inherits.
package struct ChildPlacement: Sendable {
    package var id: Int
    package var frame: CGRect
    package var proposal: ProposedViewSize
    package var axis: Axis?
    /// Whether the child's explicit alignment guides reach the parent moved by
    /// the frame's origin (false for the layered views of overlays and
    /// backgrounds, and for offsets, which move drawing only).
    package var carriesGuides: Bool

    package init(id: Int, frame: CGRect, proposal: ProposedViewSize, axis: Axis?, carriesGuides: Bool = true) {
        self.id = id; self.frame = frame; self.proposal = proposal; self.axis = axis; self.carriesGuides = carriesGuides
    }
}
