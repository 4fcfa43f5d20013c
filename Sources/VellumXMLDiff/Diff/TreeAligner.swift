/// Aligns two canonical trees top-down into ``DiffEvent``s.
///
/// Children of each matched pair are aligned by subtree hash with
/// ``SequenceAligner``; unmatched runs are paired by name with ``SiblingPairing``.
/// Only matched pairs are descended into, and equal subtrees without ids are
/// skipped whole, so ten edits cost little more than parsing.
enum TreeAligner {
    private enum Work {
        case visit(Int, Int)
        case emit(DiffEvent)
    }

    static func align(_ left: CanonicalTree, _ right: CanonicalTree) -> [DiffEvent] {
        guard !left.nodes.isEmpty, !right.nodes.isEmpty else { return [] }
        let rootA = left.nodes[left.root], rootB = right.nodes[right.root]
        guard rootA.name == rootB.name else {
            return [.deleted(left.root), .inserted(right.root)]
        }
        var events: [DiffEvent] = []
        var stack: [Work] = [.visit(left.root, right.root)]
        while let work = stack.popLast() {
            switch work {
            case .emit(let event):
                events.append(event)
            case .visit(let a, let b):
                let x = left.nodes[a], y = right.nodes[b]
                if x.deepHash == y.deepHash, !x.hasIdentifiers, !y.hasIdentifiers {
                    events.append(.identical(a, b))
                    continue
                }
                events.append(.pair(a, b))
                if x.childRange.isEmpty, y.childRange.isEmpty { continue }
                let steps = childSteps(Array(left.children(of: x)), Array(right.children(of: y)), left: left, right: right)
                stack.append(.emit(.close(a, b)))
                for step in steps.reversed() {
                    switch step {
                    case .pair(let i, let j): stack.append(.visit(i, j))
                    case .deleted(let i): stack.append(.emit(.deleted(i)))
                    case .inserted(let j): stack.append(.emit(.inserted(j)))
                    }
                }
            }
        }
        return events
    }

    /// Matched-by-hash children become pairs; the runs between them are paired by name.
    static func childSteps(_ a: [Int], _ b: [Int], left: CanonicalTree, right: CanonicalTree) -> [SiblingPairing.Step] {
        let hashesA = a.map { left.nodes[$0].deepHash }
        let hashesB = b.map { right.nodes[$0].deepHash }
        let matches = SequenceAligner.matches(hashesA, hashesB)
        var steps: [SiblingPairing.Step] = []
        steps.reserveCapacity(max(a.count, b.count))
        var nextA = 0, nextB = 0
        for (i, j) in matches + [(a.count, b.count)] {
            if i > nextA || j > nextB {
                steps.append(contentsOf: SiblingPairing.steps(
                    Array(a[nextA..<i]), Array(b[nextB..<j]), left: left, right: right))
            }
            if i < a.count, j < b.count {
                steps.append(.pair(a[i], b[j]))
            }
            nextA = i + 1
            nextB = j + 1
        }
        return steps
    }
}
