/// Where a view is in the tree: its type and index, and its parent's path.
///
/// A persistent list, so that entering a view costs one small allocation
/// whatever the depth, and names are spelled only when a message needs them.
package final class ViewPath: @unchecked Sendable {
    // Unchecked: immutable after creation; `Any.Type` values and the explicit
    // identity are only read.
    let parent: ViewPath?
    let type: Any.Type
    let index: Int?
    /// The explicit identity given at this level: a `ForEach` element's id or
    /// an `.id(_:)` value. It replaces `index` in the view's identity, so a
    /// row keeps its state when rows move.
    let id: ExplicitIdentity?
    /// The number of views from the root to this one.
    package let count: Int

    package init(parent: ViewPath?, type: Any.Type, index: Int?, id: ExplicitIdentity? = nil) {
        self.parent = parent; self.type = type; self.index = index; self.id = id
        count = (parent?.count ?? 0) + 1
    }

    /// The view names from the root, e.g. `["SignInView", "VStack", "HStack[1]", "Image"]`.
    package var components: [String] {
        var names: [String] = []
        var node: ViewPath? = self
        while let n = node {
            defer { node = n.parent }
            // The level under which a modifier's attached views sit is no view.
            if n.type == AttachedContent.self { continue }
            let name = Self.name(of: n.type)
            names.append(n.index.map { "\(name)[\($0)]" } ?? name)
        }
        return names.reversed()
    }

    /// The view's identity in the view graph: its structural position (each
    /// level's type and index) with explicit identities in place of indices.
    package var identity: ViewIdentity { ViewIdentity(self) }

    /// The type's name without generic arguments.
    package static func name(of type: Any.Type) -> String {
        let full = String(describing: type)
        return full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
    }
}
