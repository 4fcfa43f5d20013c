/// Turns aligned ``DiffEvent``s into ``XMLDifference``s, in document order.
enum DifferenceCollector {
    static func collect(_ events: [DiffEvent], left: CanonicalTree, right: CanonicalTree, comparator: ValueComparator) -> [XMLDifference] {
        var differences: [XMLDifference] = []
        for event in events {
            switch event {
            case .identical, .close:
                continue
            case .deleted(let a):
                let node = left.nodes[a]
                if node.isText {
                    differences.append(XMLDifference(kind: .textChanged, path: left.path(of: a), oldValue: node.text))
                } else {
                    differences.append(XMLDifference(
                        kind: .elementDeleted, path: left.path(of: a), oldValue: ValueDisplay.summary(of: a, in: left)))
                }
            case .inserted(let b):
                let node = right.nodes[b]
                if node.isText {
                    differences.append(XMLDifference(kind: .textChanged, path: right.path(of: b), newValue: node.text))
                } else {
                    differences.append(XMLDifference(
                        kind: .elementInserted, path: right.path(of: b), newValue: ValueDisplay.summary(of: b, in: right)))
                }
            case .pair(let a, let b):
                let x = left.nodes[a], y = right.nodes[b]
                if x.isText {
                    if x.text != y.text {
                        differences.append(XMLDifference(
                            kind: .textChanged, path: left.path(of: a), oldValue: x.text, newValue: y.text))
                    }
                } else {
                    attributeDifferences(
                        left.attributes(of: x), right.attributes(of: y), path: { left.path(of: a) }, comparator: comparator,
                        into: &differences)
                }
            }
        }
        return differences
    }

    /// Whether a matched element pair differs in any attribute.
    static func attributesDiffer(
        _ x: CanonicalNode, _ y: CanonicalNode, left: CanonicalTree, right: CanonicalTree, comparator: ValueComparator
    ) -> Bool {
        var scratch: [XMLDifference] = []
        attributeDifferences(
            left.attributes(of: x), right.attributes(of: y), path: { "" }, comparator: comparator, into: &scratch)
        return !scratch.isEmpty
    }

    private static func attributeDifferences(
        _ p: ArraySlice<CanonicalAttribute>, _ q: ArraySlice<CanonicalAttribute>, path: () -> String,
        comparator: ValueComparator, into differences: inout [XMLDifference]
    ) {
        var cachedPath: String?
        func location() -> String {
            if let cachedPath { return cachedPath }
            let computed = path()
            cachedPath = computed
            return computed
        }
        var i = p.startIndex, j = q.startIndex
        while i < p.endIndex || j < q.endIndex {
            if j >= q.endIndex || (i < p.endIndex && p[i].precedes(q[j])) {
                differences.append(XMLDifference(
                    kind: .attributeRemoved, path: location(), attribute: p[i].name, oldValue: ValueDisplay.string(p[i])))
                i += 1
            } else if i >= p.endIndex || p[i].name != q[j].name {
                differences.append(XMLDifference(
                    kind: .attributeAdded, path: location(), attribute: q[j].name, newValue: ValueDisplay.string(q[j])))
                j += 1
            } else {
                let name = p[i].name
                if name != "id", !comparator.equal(p[i].value, q[j].value) {
                    differences.append(XMLDifference(
                        kind: .attributeChanged, path: location(), attribute: name,
                        oldValue: ValueDisplay.string(p[i]), newValue: ValueDisplay.string(q[j])))
                }
                i += 1
                j += 1
            }
        }
    }
}
