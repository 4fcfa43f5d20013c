import Foundation

/// A view with its final frame, in the root's coordinates (points, y down),
/// and its children: a tree view of a `LayoutResult`, built on request.
package struct PlacedNode: Sendable {
    /// The node's index in the layout result's node list.
    package var id: Int
    /// The frame, rounded to the pixel grid.
    package var frame: CGRect
    /// The children, in source order.
    package var children: [PlacedNode]

    package init(id: Int, frame: CGRect, children: [PlacedNode] = []) {
        self.id = id; self.frame = frame; self.children = children
    }
}
