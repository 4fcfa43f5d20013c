import VellumLayout

/// A modifier that wraps each of its content's layout nodes.
package struct NodeModifier: PrimitiveModifier {
    /// Makes the new node of one of the content's nodes, which it is given to keep.
    package let wrap: (consuming LayoutNode, LoweringContext) throws -> LayoutNode
    /// Whether `wrap` reads the context it is given (to lower views of its
    /// own): one that does not is spared making the attached content's.
    let readsContext: Bool
    package init(_ wrap: @escaping (consuming LayoutNode, LoweringContext) throws -> LayoutNode) { self.wrap = wrap; readsContext = true }
    /// A modifier whose `wrap` only changes the node it is given.
    init(ignoringContext wrap: @escaping (consuming LayoutNode) -> LayoutNode) {
        self.wrap = { node, _ in wrap(node) }; readsContext = false
    }
    package func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        var nodes = try context.lower(content)
        // What the wrapper lowers itself (a background, an overlay) is attached content.
        let context = readsContext ? context.attached : context
        let wrap = wrap
        try nodes.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices {
                if case .lazyRun = buffer[i].kind {
                    buffer[i] = try buffer[i].mapped { try wrap($0, context) }
                    continue
                }
                // Moved out and back: the wrapper takes the node over instead
                // of copying it, and no stand-in is made for the moment it is
                // out (one is put back only if the wrapper throws).
                let slot = buffer.baseAddress! + i
                do {
                    slot.initialize(to: try wrap(slot.move(), context))
                } catch {
                    slot.initialize(to: .vacancy)
                    throw error
                }
            }
        }
        return nodes
    }
}

nonisolated extension View {
    /// Wraps this view's nodes in a node of `kind`.
    package func wrapped(_ name: String, _ kind: LayoutNode.Kind) -> ModifiedContent<Self, NodeModifier> {
        modifier(NodeModifier(ignoringContext: { node in LayoutNode(kind, children: [node], name: name) }))
    }

    /// Changes this view's nodes.
    package func changingNode(_ change: @escaping (inout LayoutNode) -> Void) -> ModifiedContent<Self, NodeModifier> {
        modifier(NodeModifier(ignoringContext: { node in var n = consume node; change(&n); return n }))
    }
}
