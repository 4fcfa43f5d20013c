import VellumLayout

extension ListSectionBuilder {
    /// The card (or, with `listRowSpacing`, the column of one-row cards) of
    /// rows some of which a `ForEach` makes on demand: each element's rows
    /// are framed, and separated from the row after them, only when the
    /// layout makes that element.
    func lazyCards(_ nodes: [LayoutNode], _ context: LoweringContext) throws -> LayoutNode {
        let source = LazyChildren.concatenating(nodes)
        let inherited = context.environment.listRowTraits
        func unwrapped(_ node: LayoutNode) -> (LayoutNode, ListRowTraits) {
            let (row, traits) = ListRowTraits.unwrap(node)
            return (row, traits ?? inherited)
        }
        /// The first row after element `e`, if any.
        func firstRow(after e: Int) throws -> LayoutNode? {
            var k = e + 1
            while k < source.count {
                if let first = try source.nodes(at: k).first { return first }
                k += 1
            }
            return nil
        }
        if let spacing = environment.listRowSpacing, spacing > 0 {
            let cards = LazyChildren(count: source.count) { e in
                try source.nodes(at: e).map { node in
                    let (row, traits) = unwrapped(node)
                    return try carded(column(rowNodes(row, traits, next: nil, context)), context)
                }
            }
            return LayoutNode(.layout(LayoutBox(VStackLayout(alignment: .leading, spacing: spacing), lazy: LazyContent(children: cards, axis: .vertical))),
                              name: "VStack")
        }
        let rows = LazyChildren(count: source.count) { e in
            let element = try source.nodes(at: e)
            var out: [LayoutNode] = []
            for (j, node) in element.enumerated() {
                let (row, traits) = unwrapped(node)
                let next = try j + 1 < element.count ? element[j + 1] : firstRow(after: e)
                out += try rowNodes(row, traits, next: next.map { unwrapped($0).1 }, context)
            }
            return out
        }
        let lazy = LayoutNode(.layout(LayoutBox(VStackLayout(alignment: .leading, spacing: 0), lazy: LazyContent(children: rows, axis: .vertical))),
                              name: "VStack")
        return try carded(lazy, context)
    }

    /// Rows as one eager column.
    private func column(_ children: [LayoutNode]) -> LayoutNode {
        LayoutNode(.layout(LayoutBox(VStackLayout(alignment: .leading, spacing: 0))), children: children, name: "VStack")
    }
}
