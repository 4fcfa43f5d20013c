import VellumLayout

/// The preferences a container reads from its content as soon as the
/// content is lowered, before anything is laid out: a navigation stack's
/// title and bar items, a tab's item and badge, a scroll view's question
/// whether its content measures the container. The views write them as
/// any preference (`GraphMark.preference`, from a zero frame: these values
/// never depend on geometry); the container reduces them here, in
/// SwiftUI's order (children before their parent, siblings in order, a
/// view's modifiers innermost first), then marks its content as their end
/// (`GraphMark.consumesPreferences`), so an enclosing container does not
/// read them again.
///
/// Lazily made rows and a `GeometryReader`'s content are made during
/// layout, after their container has read its content: what they write
/// reaches the view graph (`MarkWalk`), not the container.
package struct LoweredPreferences {
    /// The keys read.
    let keys: Set<ObjectIdentifier>

    /// Reads the values of `keys`.
    package init(_ keys: [any PreferenceKey.Type]) {
        self.keys = Set(keys.map { ObjectIdentifier($0) })
    }

    /// The values `nodes` (siblings, in order) produce for the keys; when
    /// there are any, `nodes` are marked as their end.
    package func take(from nodes: inout [LayoutNode]) -> PreferenceValues {
        let values = self.values(of: nodes)
        if !values.isEmpty {
            for i in nodes.indices { nodes[i].marks.append(GraphMark.consumesPreferences(keys)) }
        }
        return values
    }

    /// The values `node` produces for the keys; when there are any, `node`
    /// is marked as their end.
    package func take(from node: inout LayoutNode) -> PreferenceValues {
        var nodes = [node]
        let values = take(from: &nodes)
        node = nodes[0]
        return values
    }

    /// The values `nodes` (siblings, in order) produce for the keys.
    package func values(of nodes: [LayoutNode]) -> PreferenceValues {
        var values = PreferenceValues()
        // By index: the nodes are read in place, never copied.
        for i in nodes.indices {
            let produced = self.values(of: nodes[i])
            if !produced.isEmpty { values.append(produced) }
        }
        return values
    }

    /// The values `node`'s subtree produces for the keys.
    private func values(of node: borrowing LayoutNode) -> PreferenceValues {
        var values = self.values(of: node.children)
        guard !node.marks.isEmpty else { return values }
        for mark in node.marks {
            switch mark as? GraphMark {
            case .preference(let write)? where keys.contains(write.key):
                write.apply(&values, .zero)
            case .consumesPreferences(let consumed)?:
                values.remove(consumed)
            default:
                break
            }
        }
        return values
    }
}

/// A preference whose first value wins: the outermost view's over its
/// subtree's (a `preference(key:value:)` replaces what its subtree set),
/// an earlier sibling's over a later one's.
package protocol FirstValuePreferenceKey: PreferenceKey where Value == Wrapped? {
    /// The type of the value set.
    associatedtype Wrapped
}

extension FirstValuePreferenceKey {
    package static var defaultValue: Value { nil }
    package static func reduce(value: inout Value, nextValue: () -> Value) {
        if value == nil { value = nextValue() }
    }
}

/// Sets the modified view's value of a first-value preference key, made
/// in the modifier's context when the view is lowered; no value, no mark.
struct FirstValueModifier<K: FirstValuePreferenceKey>: PrimitiveModifier {
    let value: (LoweringContext) -> K.Wrapped?

    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        guard let made = value(context) else { return try context.lower(content) }
        return try MarkModifier { _ in .preference(.set(K.self) { _ in made }) }.lower(content: content, context)
    }
}
