import VellumLayout

/// Layout nodes lowered before, used as a view.
struct LoweredNodes: PrimitiveView {
    let nodes: [LayoutNode]
    func lower(_ context: LoweringContext) throws -> [LayoutNode] { nodes }
}
