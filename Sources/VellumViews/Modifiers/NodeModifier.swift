import VellumLayout

/// A modifier that wraps each of its content's layout nodes.
package struct NodeModifier: PrimitiveModifier {
    /// Makes the new node of one of the content's nodes, which it is given to keep.
    package let wrap: (consuming LayoutNode, LoweringContext) throws -> LayoutNode
    package init(_ wrap: @escaping (consuming LayoutNode, LoweringContext) throws -> LayoutNode) { self.wrap = wrap }
    package func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        var nodes = try context.lower(content)
        // What the wrapper lowers itself (a background, an overlay) is attached content.
        let context = context.attached
        for i in nodes.indices {
            if case .lazyRun = nodes[i].kind {
                let wrap = wrap
                nodes[i] = try nodes[i].mapped { try wrap($0, context) }
            } else {
                // Moved out and back: the wrapper takes the node over instead of copying it.
                var node = LayoutNode.vacancy
                swap(&node, &nodes[i])
                nodes[i] = try wrap(node, context)
            }
        }
        return nodes
    }
}

nonisolated extension View {
    /// Wraps this view's nodes in a node of `kind`.
    package func wrapped(_ name: String, _ kind: LayoutNode.Kind) -> ModifiedContent<Self, NodeModifier> {
        modifier(NodeModifier { node, _ in LayoutNode(kind, children: [node], name: name) })
    }

    /// Changes this view's nodes.
    package func changingNode(_ change: @escaping (inout LayoutNode) -> Void) -> ModifiedContent<Self, NodeModifier> {
        modifier(NodeModifier { node, _ in var n = consume node; change(&n); return n })
    }
}
