/// A view with its final frame, in the root's coordinates (points, y down).
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

/// A laid-out view tree: every node, and where each one went.
package struct LayoutResult: Sendable {
    /// The nodes, by id.
    package var nodes: [LayoutEngine.ArenaNode]
    /// The root of the placed tree.
    package var root: PlacedNode
    /// The screen it was laid out on.
    package var environment: LayoutEnvironment
    /// Problems found and clamped on the way.
    package var diagnostics: [String]
    /// Errors from content built during layout (a GeometryReader's), in the
    /// order they happened; the renderer throws the first.
    package var failures: [any Error] = []
}
