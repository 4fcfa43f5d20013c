import Foundation
import VellumGeometry

/// How HStack and VStack divide their major axis among their children
/// (swiftui-facts §2.4): priority groups first, then least flexible first,
/// each child offered the remaining space divided by the children left,
/// with the minimum lengths of lower-priority groups reserved.
package struct StackAlgorithm {
    package let axis: Axis
    package let spacing: CGFloat?

    /// The gap before child `i` (0 before the first).
    package func gap<C: StackChildren>(before i: Int, _ children: C) -> CGFloat {
        guard i > 0 else { return 0 }
        return spacing.map { $0.clampedLength() } ?? children.spacing(i - 1).distance(to: children.spacing(i), along: axis)
    }

    /// The sum of the gaps between the children.
    package func totalGaps<C: StackChildren>(_ children: C) -> CGFloat {
        var total: CGFloat = 0
        for i in 0..<children.count { total += gap(before: i, children) }
        return total
    }

    /// What one child is proposed and the size it chose.
    package struct StackSlot {
        package var proposal: ProposedViewSize
        package var size: CGSize
    }

    /// The proposal each child gets and the size it chose, in source order.
    package func sizes<C: StackChildren>(_ p: ProposedViewSize, _ children: C) -> [StackSlot] {
        let n = children.count
        guard n > 0 else { return [] }
        let minor = p[axis.other]
        func propose(_ length: CGFloat?) -> ProposedViewSize { ProposedViewSize(length, minor, axis: axis) }
        var result: [StackSlot] = []
        result.reserveCapacity(n)
        guard let major = p[axis] else {
            let q = propose(nil)
            for i in 0..<n { result.append(StackSlot(proposal: q, size: children.sizeThatFits(i, q))) }
            return result
        }
        // Children whose sizes cannot change need no sharing out: whatever the
        // order and the shares, each takes its one size, and is proposed it.
        var allRigid = true
        for i in 0..<n where !children.isRigid(i) { allRigid = false; break }
        if allRigid {
            for i in 0..<n {
                let s = children.sizeThatFits(i, propose(0))
                result.append(StackSlot(proposal: propose(s[axis]), size: s))
            }
            return result
        }
        let priorities = (0..<n).map { children.isSpacer($0) ? -Double.infinity : children.priority($0) }
        let mins = (0..<n).map { children.sizeThatFits($0, propose(0))[axis] }
        let flex = (0..<n).map { children.sizeThatFits($0, propose(.infinity))[axis] - mins[$0] }
        // Priority groups, highest first; each sorted stably by flexibility.
        let levels = Array(Set(priorities)).sorted(by: >)
        var available = major - totalGaps(children)
        result = [StackSlot](repeating: StackSlot(proposal: .zero, size: .zero), count: n)
        available -= (0..<n).filter { priorities[$0] != levels.first }.map { mins[$0] }.reduce(0, +)
        for (g, level) in levels.enumerated() {
            var members = (0..<n).filter { priorities[$0] == level }
            if g > 0 { available += members.map { mins[$0] }.reduce(0, +) }
            members = members.enumerated().sorted { a, b in
                flex[a.element] != flex[b.element] ? flex[a.element] < flex[b.element] : a.offset < b.offset
            }.map(\.element)
            var remaining = members.count
            for i in members {
                let q = propose(Swift.max(0, available / CGFloat(remaining)))
                let s = children.sizeThatFits(i, q)
                result[i] = StackSlot(proposal: q, size: s)
                available -= s[axis]
                remaining -= 1
            }
        }
        return result
    }

    /// Cross-axis offsets of each child and the stack's cross length, from the
    /// children's alignment guides.
    package func crossPositions<C: StackChildren>(_ placed: [StackSlot], _ children: C,
                                                  guide: (ViewDimensions) -> CGFloat) -> (offsets: [CGFloat], length: CGFloat) {
        guard !placed.isEmpty else { return ([], 0) }
        // Each child's guide value; the line is the largest, each offset the distance to it.
        var offsets = placed.indices.map { guide(children.dimensions($0, in: placed[$0].proposal)) }
        let line = offsets.max() ?? 0
        var top = CGFloat.infinity, bottom = -CGFloat.infinity
        for i in offsets.indices {
            offsets[i] = line - offsets[i]
            top = Swift.min(top, offsets[i])
            bottom = Swift.max(bottom, offsets[i] + placed[i].size[axis.other])
        }
        for i in offsets.indices { offsets[i] -= top }
        return (offsets, bottom - top)
    }

    /// The stack's size.
    package func size<C: StackChildren>(_ p: ProposedViewSize, _ children: C, guide: (ViewDimensions) -> CGFloat) -> CGSize {
        let placed = sizes(p, children)
        var majorLength = totalGaps(children)
        for entry in placed { majorLength += entry.size[axis] }
        let cross = crossPositions(placed, children, guide: guide).length
        return CGSize(majorLength, cross, axis: axis)
    }

    /// Places the children in source order.
    package func place<C: StackChildren>(in bounds: CGRect, _ p: ProposedViewSize, _ children: C, guide: (ViewDimensions) -> CGFloat) {
        let placed = sizes(p, children)
        let cross = crossPositions(placed, children, guide: guide)
        var major = axis == .horizontal ? bounds.minX : bounds.minY
        let crossStart = (axis == .horizontal ? bounds.minY : bounds.minX)
        let crossExtra = Swift.max(0, bounds.size[axis.other] - cross.length) / 2
        for i in placed.indices {
            major += gap(before: i, children)
            let c = crossStart + crossExtra + cross.offsets[i]
            let point = axis == .horizontal ? CGPoint(x: major, y: c) : CGPoint(x: c, y: major)
            children.place(i, at: point, proposal: placed[i].proposal)
            major += placed[i].size[axis]
        }
    }
}
