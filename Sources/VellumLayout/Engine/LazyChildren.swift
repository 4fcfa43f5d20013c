import VellumCore

/// Children made on demand: the rows of a `ForEach` in a lazy container
/// (`List`, `LazyVStack`, …), lowered only when the layout asks for them.
///
/// Element `i` is whatever one element of the source makes: zero, one or
/// several nodes (a `ForEach` whose row is a tuple of views makes several).
/// Each element is made at most once; the result is kept, because a list
/// reads a row again (its separator depends on the row after it) and layout
/// may ask again after a wider proposal.
///
/// It is a reference so that a tree of nodes can be copied without copying
/// what was made; the lock guards the kept elements, as lowering may run on
/// any thread.
package final class LazyChildren: @unchecked Sendable {
    // Unchecked: `produce` lowers views captured at lowering time, during the
    // same render; the kept nodes sit behind `made`'s lock.
    /// How many elements there are.
    package let count: Int
    private let produce: (Int) throws -> [LayoutNode]
    private let made = Locked<[Int: [LayoutNode]]>([:])

    /// Children of `count` elements, element `i` made by `produce(i)`.
    package init(count: Int, produce: @escaping (Int) throws -> [LayoutNode]) {
        self.count = Swift.max(0, count); self.produce = produce
    }

    /// The nodes of element `i` (made now unless made before). Never a
    /// lazy run: runs nested in an element are made in full and spliced.
    package func nodes(at i: Int) throws -> [LayoutNode] {
        guard i >= 0, i < count else { return [] }
        if let kept = made.withLock({ $0[i] }) { return kept }
        let nodes = try LazyChildren.splicing(produce(i))
        made.withLock { $0[i] = nodes }
        return nodes
    }

    /// Every node of every element, in order (what an eager container holds).
    package func allNodes() throws -> [LayoutNode] {
        var out: [LayoutNode] = []
        for i in 0..<count { out += try nodes(at: i) }
        return out
    }

    /// These children with `transform` applied to each node as it is made.
    package func map(_ transform: @escaping (LayoutNode) throws -> LayoutNode) -> LazyChildren {
        LazyChildren(count: count) { [self] i in try nodes(at: i).map(transform) }
    }

    /// `nodes` as one sequence of elements: each plain node one element, each
    /// lazy run's elements in its place.
    package static func concatenating(_ nodes: [LayoutNode]) -> LazyChildren {
        if nodes.count == 1, case .lazyRun(let run) = nodes[0].kind { return run }
        // Each segment: a plain node, or a run; `starts` are their first element indices.
        var starts: [Int] = []
        var total = 0
        for n in nodes {
            starts.append(total)
            if case .lazyRun(let run) = n.kind { total += run.count } else { total += 1 }
        }
        return LazyChildren(count: total) { i in
            // The last segment starting at or before i.
            var lo = 0, hi = starts.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if starts[mid] <= i { lo = mid } else { hi = mid - 1 }
            }
            let node = nodes[lo]
            if case .lazyRun(let run) = node.kind { return try run.nodes(at: i - starts[lo]) }
            return [node]
        }
    }

    /// Whether any of `nodes` is a lazy run.
    package static func containsRun(_ nodes: [LayoutNode]) -> Bool {
        nodes.contains { if case .lazyRun = $0.kind { return true }; return false }
    }

    /// `nodes` with every lazy run made in full, in its place.
    package static func splicing(_ nodes: [LayoutNode]) throws -> [LayoutNode] {
        guard containsRun(nodes) else { return nodes }
        var out: [LayoutNode] = []
        for n in nodes {
            if case .lazyRun(let run) = n.kind { out += try run.allNodes() } else { out.append(n) }
        }
        return out
    }
}

extension LayoutNode {
    /// A marker for lazily made children, which only a lazy container (or a
    /// modifier that passes them on) receives; anywhere else the layout makes
    /// them all in its place.
    package static func lazyRun(_ children: LazyChildren) -> LayoutNode {
        LayoutNode(.lazyRun(children), name: "ForEach")
    }

    /// The node with `transform` applied: to the node itself, or to each node
    /// a lazy run makes, as it is made.
    package func mapped(_ transform: @escaping (LayoutNode) throws -> LayoutNode) throws -> LayoutNode {
        if case .lazyRun(let run) = kind { return .lazyRun(run.map(transform)) }
        return try transform(self)
    }
}
