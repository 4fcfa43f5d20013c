/// Writes a compact unified diff of two canonical texts, driven by the
/// structural alignment (so it agrees with the differences list).
enum UnifiedDiffWriter {
    private struct Line {
        var operation: Character
        var fromLeft: Bool
        var node: Int
        var closing: Bool
    }

    static func write(
        events: [DiffEvent], left: CanonicalTree, right: CanonicalTree, comparator: ValueComparator,
        context: Int, leftName: String, rightName: String
    ) -> String {
        let lines = diffLines(events: events, left: left, right: right, comparator: comparator)
        let changes = lines.indices.filter { lines[$0].operation != " " }
        guard !changes.isEmpty else { return "" }
        var beforeLeft = [Int](repeating: 0, count: lines.count + 1)
        var beforeRight = [Int](repeating: 0, count: lines.count + 1)
        for (index, line) in lines.enumerated() {
            beforeLeft[index + 1] = beforeLeft[index] + (line.operation != "+" ? 1 : 0)
            beforeRight[index + 1] = beforeRight[index] + (line.operation != "-" ? 1 : 0)
        }
        var output = "--- \(leftName)\n+++ \(rightName)\n"
        var hunkStart = max(0, changes[0] - context)
        var hunkEnd = min(lines.count, changes[0] + context + 1)
        func flush() {
            let leftCount = beforeLeft[hunkEnd] - beforeLeft[hunkStart]
            let rightCount = beforeRight[hunkEnd] - beforeRight[hunkStart]
            output += "@@ -\(beforeLeft[hunkStart] + (leftCount > 0 ? 1 : 0)),\(leftCount) "
            output += "+\(beforeRight[hunkStart] + (rightCount > 0 ? 1 : 0)),\(rightCount) @@\n"
            for line in lines[hunkStart..<hunkEnd] {
                let tree = line.fromLeft ? left : right
                output.append(line.operation)
                output += CanonicalTextWriter.line(line.node, closing: line.closing, in: tree)
                output += "\n"
            }
        }
        for change in changes.dropFirst() {
            let start = max(0, change - context)
            if start <= hunkEnd {
                hunkEnd = min(lines.count, change + context + 1)
            } else {
                flush()
                hunkStart = start
                hunkEnd = min(lines.count, change + context + 1)
            }
        }
        flush()
        return output
    }

    private static func diffLines(events: [DiffEvent], left: CanonicalTree, right: CanonicalTree, comparator: ValueComparator) -> [Line] {
        var lines: [Line] = []
        func subtree(_ index: Int, _ fromLeft: Bool, _ operation: Character) {
            CanonicalTextWriter.forEachLine(ofSubtree: index, in: fromLeft ? left : right) { node, closing in
                lines.append(Line(operation: operation, fromLeft: fromLeft, node: node, closing: closing))
            }
        }
        for event in events {
            switch event {
            case .identical(let a, _):
                subtree(a, true, " ")
            case .deleted(let a):
                subtree(a, true, "-")
            case .inserted(let b):
                subtree(b, false, "+")
            case .pair(let a, let b):
                let x = left.nodes[a], y = right.nodes[b]
                let same: Bool
                if x.isText {
                    same = x.text == y.text
                } else {
                    same = x.childRange.isEmpty == y.childRange.isEmpty
                        && !DifferenceCollector.attributesDiffer(x, y, left: left, right: right, comparator: comparator)
                }
                if same {
                    lines.append(Line(operation: " ", fromLeft: true, node: a, closing: false))
                } else {
                    lines.append(Line(operation: "-", fromLeft: true, node: a, closing: false))
                    lines.append(Line(operation: "+", fromLeft: false, node: b, closing: false))
                }
            case .close(let a, let b):
                let hasLeft = !left.nodes[a].childRange.isEmpty
                let hasRight = !right.nodes[b].childRange.isEmpty
                if hasLeft && hasRight {
                    lines.append(Line(operation: " ", fromLeft: true, node: a, closing: true))
                } else if hasLeft {
                    lines.append(Line(operation: "-", fromLeft: true, node: a, closing: true))
                } else if hasRight {
                    lines.append(Line(operation: "+", fromLeft: false, node: b, closing: true))
                }
            }
        }
        return lines
    }
}
