/// A parsed, canonicalised document stored as flat arrays: nodes, and every
/// node's attributes and child indices in two shared arrays (one allocation
/// each for the whole document rather than two per element).
///
/// Every parent's index is lower than its children's, so a reverse walk over
/// ``nodes`` visits children before parents (used for hashing).
struct CanonicalTree: Sendable {
    var nodes: [CanonicalNode] = []
    /// All attributes, each node's run sorted by name; see ``attributes(of:)``.
    var allAttributes: [CanonicalAttribute] = []
    /// All child indices, each node's run in document order; see ``children(of:)``.
    var allChildren: [Int] = []
    /// The root element's index (always 0 for a non-empty tree).
    var root: Int { 0 }

    /// The attributes of `node` (a node of this tree), sorted by name.
    func attributes(of node: CanonicalNode) -> ArraySlice<CanonicalAttribute> {
        allAttributes[node.attributeRange]
    }

    /// The child indices of `node` (a node of this tree), in document order.
    func children(of node: CanonicalNode) -> ArraySlice<Int> {
        allChildren[node.childRange]
    }

    /// Computes deep hashes, subtree identifier flags and subtree sizes bottom-up,
    /// from each node's own ``CanonicalNode/shallowHash`` and ``CanonicalNode/hasIdentifiers``.
    mutating func finish() {
        let allChildren = allChildren
        nodes.withUnsafeMutableBufferPointer { nodes in
            for index in nodes.indices.reversed() {
                var identifiers = nodes[index].hasIdentifiers
                var deep = StableHasher(seed: nodes[index].shallowHash)
                var size = 1
                for child in allChildren[nodes[index].childRange] {
                    deep.combine(nodes[child].deepHash)
                    identifiers = identifiers || nodes[child].hasIdentifiers
                    size += nodes[child].subtreeSize
                }
                nodes[index].deepHash = deep.value
                nodes[index].hasIdentifiers = identifiers
                nodes[index].subtreeSize = size
            }
        }
    }

    /// The path of a node: `/svg/g[2]/rect[1]`, with `text()` steps for text nodes.
    func path(of index: Int) -> String {
        var steps: [String] = []
        var current = index
        while current >= 0 {
            let node = nodes[current]
            if node.parent < 0 {
                steps.append("/" + node.name)
            } else if node.isText {
                let textSiblings = children(of: nodes[node.parent]).reduce(0) { $0 + (nodes[$1].isText ? 1 : 0) }
                if textSiblings > 1 {
                    steps.append("/text()[\(node.sameNameIndex)]")
                }
            } else {
                steps.append("/\(node.name)[\(node.sameNameIndex)]")
            }
            current = node.parent
        }
        return steps.reversed().joined()
    }
}
