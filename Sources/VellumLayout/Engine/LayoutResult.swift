import Foundation

/// A laid-out view tree: every node, its children, and where each one went.
///
/// Flat by design: nodes, child lists and frames are arrays indexed by node
/// id, so a pass allocates per table, not per view. `root` gives the same
/// content as a tree of `PlacedNode` values for dumps and tests.
package struct LayoutResult: Sendable {
    /// The nodes, by id.
    package var nodes: [LayoutEngine.ArenaNode]
    /// Every node's child ids; a node's are `childList[nodes[id].children]`.
    package var childList: [Int]
    /// Each node's frame, pixel-rounded, in the root's coordinates, by id.
    package var frames: [CGRect]
    /// Whether each node was placed, by id. A node its parent did not place
    /// (a `ViewThatFits` child that was not chosen) is not drawn.
    package var isPlaced: [Bool]
    /// The root's id.
    package var rootID: Int
    /// The screen it was laid out on.
    package var environment: LayoutEnvironment
    /// Problems found and clamped on the way.
    package var diagnostics: [String]
    /// Errors from content built during layout (a GeometryReader's), in the
    /// order they happened; the renderer throws the first.
    package var failures: [any Error] = []

    /// Hands the per-node tables to `LayoutTables` for a later pass once
    /// this result has been drawn; a large pass then writes into memory the
    /// process already has.
    /// The result is left with no nodes.
    package mutating func recycle() {
        LayoutTables.nodes.give(&nodes)
        LayoutTables.childList.give(&childList)
        LayoutTables.frames.give(&frames)
        LayoutTables.isPlaced.give(&isPlaced)
    }

    /// The child ids of node `id`, in source order.
    package func children(of id: Int) -> ArraySlice<Int> { childList[nodes[id].children] }

    /// The placed children of node `id`, in source order.
    package func placedChildren(of id: Int) -> [Int] { children(of: id).filter { isPlaced[$0] } }

    /// The placed tree from the root, built from the tables.
    package var root: PlacedNode { placed(rootID) }

    /// The placed subtree of node `id`.
    package func placed(_ id: Int) -> PlacedNode {
        PlacedNode(id: id, frame: frames[id], children: placedChildren(of: id).map(placed))
    }
}
