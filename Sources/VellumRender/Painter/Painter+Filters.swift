import VellumCore

extension Painter {
    /// What a drawing paints, under the filters its paint carries
    /// (`ShapeStyle.shadow`): one group with the chain, or the nodes as they
    /// are when the paint has none.
    func filtered(_ nodes: [RenderNode], by drawing: Drawing) -> [RenderNode] {
        let filters = drawing.paintFilters
        guard !filters.isEmpty, !nodes.isEmpty else { return nodes }
        var g = RenderGroup(children: nodes)
        g.filters = filters
        return [.group(g)]
    }
}

extension Drawing {
    /// The filters of the drawing's paint (a symbol's: its first layer's).
    var paintFilters: [RenderFilter] {
        switch self {
        case .fill(_, let p, _), .stroke(_, let p, _, _), .text(_, _, let p): return p.filters
        case .image(_, _, let template): return template?.filters ?? []
        case .layers(let layers, _): return layers.first?.paint.filters ?? []
        }
    }
}
