import Foundation

/// What a layout pass learns about one node, kept in one table entry so a
/// question about a node touches one place: its traits, its sizes per
/// proposal, and the placement its container last recorded for it.
struct NodeState {
    /// What the node's kind and children make of it.
    var traits: NodeTraits = []
    /// The sizes the node chose, per proposal.
    var sizes = ProposalCache<CGSize>()
    /// Where the node's container put it, until the engine takes it.
    var placement: LayoutEngine.Placement?
}
