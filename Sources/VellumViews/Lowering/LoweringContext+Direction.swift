import VellumLayout

extension LoweringContext {
    /// Lowers `content` in `changed` (this context with its environment
    /// changed); when the change switches the layout direction, each node it
    /// gives is marked to flip its subtree (`LayoutNode.flipsLayoutDirection`).
    package func lower(_ content: any View, in changed: LoweringContext) throws -> [LayoutNode] {
        var nodes = try changed.lower(content)
        if changed.environment.layoutDirection != environment.layoutDirection {
            for i in nodes.indices {
                if case .lazyRun = nodes[i].kind {
                    nodes[i] = try nodes[i].mapped { var n = $0; n.flipsLayoutDirection.toggle(); return n }
                } else {
                    nodes[i].flipsLayoutDirection.toggle()
                }
            }
        }
        return nodes
    }
}
