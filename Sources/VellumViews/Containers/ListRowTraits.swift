import Foundation
import VellumGeometry
import VellumLayout

/// What a list row asks of its list: `listRowBackground`, `listRowInsets`,
/// `listRowSeparator`, `listRowSeparatorTint` and `badge`. Unset values
/// are nil; a modifier nearer the row wins.
package struct ListRowTraits: NodeMark, @unchecked Sendable {
    // Unchecked: the views are only lowered during the lowering that set them.
    var background: AnyView?
    var insets: EdgeInsets?
    var separatorHidden: VerticalEdge.Set = []
    var separatorShown: VerticalEdge.Set = []
    var separatorTint: [VerticalEdge.Set.Element: Color] = [:]
    var badge: Text?

    /// These traits with `inner`'s set values laid over them.
    func merged(with inner: ListRowTraits) -> ListRowTraits {
        var t = self
        if let b = inner.background { t.background = b }
        if let i = inner.insets { t.insets = i }
        t.separatorHidden.subtract(inner.separatorShown); t.separatorHidden.formUnion(inner.separatorHidden)
        t.separatorShown.subtract(inner.separatorHidden); t.separatorShown.formUnion(inner.separatorShown)
        t.separatorTint.merge(inner.separatorTint) { $1 }
        if let b = inner.badge { t.badge = b }
        return t
    }
}

extension ListRowTraits {
    /// `row` in a node that carries these traits, for its list to read.
    func marking(_ row: LayoutNode) -> LayoutNode {
        var marker = LayoutNode(.padding(EdgeInsets()), children: [row], name: "ListRowTraits")
        marker.role = .listRowTraits
        marker.marks = [self]
        return marker
    }

    /// The row inside a marker node and its traits, or the node itself. What
    /// else was marked on the marker (an `onAppear` outside the row's
    /// modifiers) moves to the row.
    static func unwrap(_ node: LayoutNode) -> (row: LayoutNode, traits: ListRowTraits?) {
        guard isMarker(node), let traits = node.marks.first as? ListRowTraits else { return (node, nil) }
        var row = node.children[0]
        row.marks += node.marks.dropFirst()
        return (row, traits)
    }

    /// Whether `node` carries a row's traits.
    static func isMarker(_ node: LayoutNode) -> Bool {
        node.role == .listRowTraits && node.children.count == 1
    }
}

extension EnvironmentKeys {
    struct InListKey: EnvironmentKey { static let defaultValue = false }
    struct ListRowTraitsKey: EnvironmentKey { static let defaultValue = ListRowTraits() }
}

extension EnvironmentValues {
    /// Whether the views below are a list's or a form's, whose rows carry
    /// row traits (`listRowBackground`, a row's `badge`).
    package var isInList: Bool {
        get { self[EnvironmentKeys.InListKey.self] }
        set { self[EnvironmentKeys.InListKey.self] = newValue }
    }
    /// The row traits that modifiers around the views being lowered set.
    package var listRowTraits: ListRowTraits {
        get { self[EnvironmentKeys.ListRowTraitsKey.self] }
        set { self[EnvironmentKeys.ListRowTraitsKey.self] = newValue }
    }
}

/// Sets row traits on the rows of its content: each row it produces is
/// wrapped in a node that carries them, which its list reads (a section, or a row already
/// marked, took the traits from the environment).
struct ListRowTraitModifier: PrimitiveModifier {
    let traits: ListRowTraits
    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        guard context.environment.isInList else { return try context.lower(content) }
        let merged = context.environment.listRowTraits.merged(with: traits)
        let nodes = try context.with { $0.listRowTraits = merged }.lower(content)
        return try nodes.map { node in
            try node.mapped { node in
                if node.role.isListSection || ListRowTraits.isMarker(node) { return node }
                return merged.marking(node)
            }
        }
    }
}
