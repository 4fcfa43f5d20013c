/// How HStack and VStack divide their major axis among their children
/// (swiftui-facts §2.4): priority groups first, then least flexible first,
/// each child offered the remaining space divided by the children left,
/// with the minimum lengths of lower-priority groups reserved.
package struct StackAlgorithm {
    package let axis: Axis
    package let spacing: CGFloat?

    /// The gap before each child (0 before the first).
    package func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        var out = [CGFloat](repeating: 0, count: subviews.count)
        guard subviews.count > 1 else { return out }
        for i in 1..<subviews.count {
            out[i] = spacing.map { $0.clampedLength() } ?? subviews[i - 1].spacing.distance(to: subviews[i].spacing, along: axis)
        }
        return out
    }

    /// The proposal each child gets and the size it chose, in source order.
    package func sizes(_ p: ProposedViewSize, _ subviews: LayoutSubviews) -> [(ProposedViewSize, CGSize)] {
        let n = subviews.count
        guard n > 0 else { return [] }
        let minor = p[axis.other]
        guard let major = p[axis] else {
            return subviews.map { let q = ProposedViewSize(nil, minor, axis: axis); return (q, $0.sizeThatFits(q)) }
        }
        func propose(_ i: Int, _ length: CGFloat) -> ProposedViewSize { ProposedViewSize(length, minor, axis: axis) }
        // Children whose sizes cannot change need no sharing out: whatever the
        // order and the shares, each takes its one size, and is proposed it.
        if subviews.allSatisfy(\.isRigid) {
            return subviews.map { sub in
                let s = sub.sizeThatFits(propose(0, 0))
                return (propose(0, s[axis]), s)
            }
        }
        let priorities = subviews.map { $0.isSpacer ? -Double.infinity : $0.priority }
        let mins = (0..<n).map { subviews[$0].sizeThatFits(propose($0, 0))[axis] }
        let flex = (0..<n).map { i -> CGFloat in
            let maxLen = subviews[i].sizeThatFits(propose(i, .infinity))[axis]
            return maxLen - mins[i]
        }
        // Priority groups, highest first; each sorted stably by flexibility.
        let levels = Array(Set(priorities)).sorted(by: >)
        var available = major - gaps(subviews).reduce(0, +)
        var result = [(ProposedViewSize, CGSize)](repeating: (.zero, .zero), count: n)
        available -= (0..<n).filter { priorities[$0] != levels.first }.map { mins[$0] }.reduce(0, +)
        for (g, level) in levels.enumerated() {
            var members = (0..<n).filter { priorities[$0] == level }
            if g > 0 { available += members.map { mins[$0] }.reduce(0, +) }
            members = members.enumerated().sorted { a, b in
                flex[a.element] != flex[b.element] ? flex[a.element] < flex[b.element] : a.offset < b.offset
            }.map(\.element)
            var remaining = members.count
            for i in members {
                let q = propose(i, Swift.max(0, available / CGFloat(remaining)))
                let s = subviews[i].sizeThatFits(q)
                result[i] = (q, s)
                available -= s[axis]
                remaining -= 1
            }
        }
        return result
    }

    /// Cross-axis offsets of each child and the stack's cross length, from the
    /// children's alignment guides.
    package func crossPositions(_ placed: [(ProposedViewSize, CGSize)], _ subviews: LayoutSubviews,
                                guide: (ViewDimensions) -> CGFloat) -> (offsets: [CGFloat], length: CGFloat) {
        guard !placed.isEmpty else { return ([], 0) }
        let values = zip(placed, subviews).map { guide($1.dimensions(in: $0.0)) }
        let line = values.max() ?? 0
        let offsets = values.map { line - $0 }
        let length = zip(offsets, placed).map { $0 + $1.1[axis.other] }.max() ?? 0
        let top = offsets.min() ?? 0
        return (offsets.map { $0 - top }, length - top)
    }

    /// The stack's size.
    package func size(_ p: ProposedViewSize, _ subviews: LayoutSubviews, guide: (ViewDimensions) -> CGFloat) -> CGSize {
        let placed = sizes(p, subviews)
        let majorLength = placed.map { $0.1[axis] }.reduce(0, +) + gaps(subviews).reduce(0, +)
        let cross = crossPositions(placed, subviews, guide: guide).length
        return CGSize(majorLength, cross, axis: axis)
    }

    /// Places the children in source order.
    package func place(in bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews, guide: (ViewDimensions) -> CGFloat) {
        let placed = sizes(p, subviews)
        let gaps = gaps(subviews)
        let cross = crossPositions(placed, subviews, guide: guide)
        var major = axis == .horizontal ? bounds.minX : bounds.minY
        let crossStart = (axis == .horizontal ? bounds.minY : bounds.minX)
        let crossExtra = Swift.max(0, bounds.size[axis.other] - cross.length) / 2
        for (i, sub) in subviews.enumerated() {
            major += gaps[i]
            let c = crossStart + crossExtra + cross.offsets[i]
            let point = axis == .horizontal ? CGPoint(x: major, y: c) : CGPoint(x: c, y: major)
            sub.place(at: point, anchor: .topLeading, proposal: placed[i].0)
            major += placed[i].1[axis]
        }
    }
}
