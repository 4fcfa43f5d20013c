/// A parsed, canonicalised document stored as a flat array of nodes.
///
/// Every parent's index is lower than its children's, so a reverse walk over
/// ``nodes`` visits children before parents (used for hashing).
struct CanonicalTree: Sendable {
    var nodes: [CanonicalNode] = []
    /// The root element's index (always 0 for a non-empty tree).
    var root: Int { 0 }

    /// Computes hashes, identifier flags and subtree sizes bottom-up.
    mutating func finish(quantum: Double) {
        nodes.withUnsafeMutableBufferPointer { nodes in
            for index in nodes.indices.reversed() {
                var shallow = StableHasher()
                shallow.combine(nodes[index].isText ? 1 : 2)
                shallow.combine(nodes[index].name)
                if nodes[index].isText {
                    shallow.combine(nodes[index].text)
                }
                var identifiers = nodes[index].id != nil
                nodes[index].attributes.withUnsafeBufferPointer { attributes in
                    for attribute in attributes where attribute.name != "id" {
                        shallow.combine(attribute.hash)
                        identifiers = identifiers || attribute.isReference
                    }
                }
                var deep = StableHasher(seed: shallow.value)
                var size = 1
                for child in nodes[index].children {
                    deep.combine(nodes[child].deepHash)
                    identifiers = identifiers || nodes[child].hasIdentifiers
                    size += nodes[child].subtreeSize
                }
                nodes[index].shallowHash = shallow.value
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
                let textSiblings = nodes[node.parent].children.reduce(0) { $0 + (nodes[$1].isText ? 1 : 0) }
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
