import Foundation

/// What a list row asks of its list: `listRowBackground`, `listRowInsets`,
/// `listRowSeparator`, `listRowSeparatorTint` and `badge`. Unset values
/// are nil; a modifier nearer the row wins.
package struct ListRowTraits: @unchecked Sendable {
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

/// The row traits of one list, by the index a row's marker node names.
/// A reference, shared by every branch of the list's lowering; guarded by a
/// lock because lowering may run on any thread.
package final class ListRowTraitTable: @unchecked Sendable {
    private let lock = NSLock()
    private var rows: [ListRowTraits] = []

    /// The name prefix of a row's marker node.
    static let markerPrefix = "ListRowTraits#"

    package init() {}

    /// Keeps `traits`; returns the marker name for them.
    func register(_ traits: ListRowTraits) -> String {
        lock.lock(); defer { lock.unlock() }
        rows.append(traits)
        return Self.markerPrefix + String(rows.count - 1)
    }

    /// The row inside a marker node and its traits, or the node itself.
    func unwrap(_ node: LayoutNode) -> (row: LayoutNode, traits: ListRowTraits?) {
        guard node.name.hasPrefix(Self.markerPrefix), node.children.count == 1,
              let index = Int(node.name.dropFirst(Self.markerPrefix.count)) else { return (node, nil) }
        lock.lock(); defer { lock.unlock() }
        return (node.children[0], index < rows.count ? rows[index] : nil)
    }
}

extension EnvironmentKeys {
    struct ListRowTraitTableKey: EnvironmentKey { static let defaultValue: ListRowTraitTable? = nil }
    struct ListRowTraitsKey: EnvironmentKey { static let defaultValue = ListRowTraits() }
}

extension EnvironmentValues {
    /// The row traits table of the enclosing list (nil outside a list).
    package var listRowTraitTable: ListRowTraitTable? {
        get { self[EnvironmentKeys.ListRowTraitTableKey.self] }
        set { self[EnvironmentKeys.ListRowTraitTableKey.self] = newValue }
    }
    /// The row traits that modifiers around the views being lowered set.
    package var listRowTraits: ListRowTraits {
        get { self[EnvironmentKeys.ListRowTraitsKey.self] }
        set { self[EnvironmentKeys.ListRowTraitsKey.self] = newValue }
    }
}

/// Sets row traits on the rows of its content: each row it produces is
/// wrapped in a marker node its list reads (a section, or a row already
/// marked, took the traits from the environment).
struct ListRowTraitModifier: PrimitiveModifier {
    let traits: ListRowTraits
    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        guard let table = context.environment.listRowTraitTable else { return try context.lower(content) }
        let merged = context.environment.listRowTraits.merged(with: traits)
        let nodes = try context.with { $0.listRowTraits = merged }.lower(content)
        return try nodes.map { node in
            try node.mapped { node in
                if ListSectionBuilder.isSection(node.name) || node.name.hasPrefix(ListRowTraitTable.markerPrefix) { return node }
                return LayoutNode(.padding(EdgeInsets()), children: [node], name: table.register(merged))
            }
        }
    }
}
