import Foundation

/// The stashes of a layout pass's per-node tables (`LayoutTableStash`): the
/// engine takes its tables from them, gives back its own state when the pass
/// ends, and `LayoutResult.recycle()` gives back the result's once it has
/// been drawn.
package enum LayoutTables {
    static let nodes = LayoutTableStash<LayoutEngine.ArenaNode>()
    static let state = LayoutTableStash<NodeState>()
    static let childList = LayoutTableStash<Int>()
    static let frames = LayoutTableStash<CGRect>()
    static let isPlaced = LayoutTableStash<Bool>()

    /// The capacities kept for the node table, largest first (for tests).
    package static var keptNodeCapacities: [Int] { nodes.keptCapacities }

    /// Lets go of every kept table.
    package static func empty() {
        nodes.empty(); state.empty(); childList.empty(); frames.empty(); isPlaced.empty()
    }
}
