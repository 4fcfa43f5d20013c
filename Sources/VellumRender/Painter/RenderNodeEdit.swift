/// What a pass over the render tree does with one node: keeps it as it is,
/// drops it, or puts another in its place.
///
/// Passes (`RenderTreeSanitizer`, `RenderTreeCuller`) say `keep` for a node
/// they leave alone, so a subtree that needs nothing is neither rebuilt nor
/// compared with what it was: a clean tree goes through a pass with no copy.
package enum RenderNodeEdit {
    case keep
    case drop
    case replace(RenderNode)

    /// `nodes` with `edit` applied to each, or nil when every node is kept
    /// (the caller keeps its array). The new array is begun at the first change.
    package static func apply(_ nodes: [RenderNode], _ edit: (RenderNode) -> RenderNodeEdit) -> [RenderNode]? {
        var out: [RenderNode]?
        for i in nodes.indices {
            switch edit(nodes[i]) {
            case .keep:
                out?.append(nodes[i])
            case .drop:
                if out == nil { out = Array(nodes[..<i]) }
            case .replace(let node):
                if out == nil { out = Array(nodes[..<i]) }
                out?.append(node)
            }
        }
        return out
    }
}
