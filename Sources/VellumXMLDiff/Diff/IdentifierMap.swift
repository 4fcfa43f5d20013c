/// Which id in `a` corresponds to which id in `b`, learned from matched elements.
///
/// Ids are names: a gradient renamed consistently (its `id` and every
/// `url(#id)`/`href="#id"` that points at it) compares equal.
struct IdentifierMap: Sendable {
    private var forward: [String: String] = [:]
    private var backward: [String: String] = [:]

    init(events: [DiffEvent], left: CanonicalTree, right: CanonicalTree) {
        for event in events {
            guard case .pair(let a, let b) = event,
                let idA = left.nodes[a].id, let idB = right.nodes[b].id
            else { continue }
            if forward[idA] == nil, backward[idB] == nil {
                forward[idA] = idB
                backward[idB] = idA
            }
        }
    }

    /// Whether a reference to `idA` in `a` means the same element as a reference to `idB` in `b`.
    func sameTarget(_ idA: String, _ idB: String) -> Bool {
        if let mapped = forward[idA] { return mapped == idB }
        if backward[idB] != nil { return false }
        return idA == idB
    }
}
