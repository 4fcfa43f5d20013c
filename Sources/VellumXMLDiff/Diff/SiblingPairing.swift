/// Pairs the unmatched siblings between two alignment anchors: same-named
/// elements (or text with text) become a "changed" pair instead of a delete and an insert.
///
/// Small runs use an order-preserving alignment that maximises similarity; big
/// runs pair same-named nodes greedily in order.
enum SiblingPairing {
    /// Runs up to this many cells get the similarity alignment.
    static let exactLimit = 4_096

    enum Step: Equatable {
        case pair(Int, Int)
        case deleted(Int)
        case inserted(Int)
    }

    /// Steps for `a` (indices into tree `left`) against `b` (into `right`), in document order.
    static func steps(_ a: [Int], _ b: [Int], left: CanonicalTree, right: CanonicalTree) -> [Step] {
        if a.isEmpty { return b.map { .inserted($0) } }
        if b.isEmpty { return a.map { .deleted($0) } }
        if a.count * b.count <= exactLimit {
            return aligned(a, b, left: left, right: right)
        }
        return greedy(a, b, left: left, right: right)
    }

    private static func compatible(_ x: CanonicalNode, _ y: CanonicalNode) -> Bool {
        x.isText == y.isText && x.name == y.name
    }

    /// Similarity in `0...1` from shared attribute hashes and shared child hashes.
    static func similarity(_ x: CanonicalNode, _ y: CanonicalNode, left: CanonicalTree, right: CanonicalTree) -> Double {
        if x.isText { return x.text == y.text ? 1 : 0.5 }
        var shared = 0
        let attributesX = left.attributes(of: x), attributesY = right.attributes(of: y)
        var i = attributesX.startIndex, j = attributesY.startIndex
        while i < attributesX.endIndex, j < attributesY.endIndex {
            let p = attributesX[i], q = attributesY[j]
            if p.name == q.name {
                if p.hash == q.hash { shared += 1 }
                i += 1
                j += 1
            } else if p.precedes(q) {
                i += 1
            } else {
                j += 1
            }
        }
        let attributeTotal = max(attributesX.count, attributesY.count)
        var score = attributeTotal == 0 ? 1 : Double(shared) / Double(attributeTotal)
        let childTotal = max(x.childRange.count, y.childRange.count)
        if childTotal > 0 {
            let limit = 64
            var hashes: [UInt64: Int] = [:]
            for child in left.children(of: x).prefix(limit) { hashes[left.nodes[child].deepHash, default: 0] += 1 }
            var common = 0
            for child in right.children(of: y).prefix(limit) {
                let hash = right.nodes[child].deepHash
                if let count = hashes[hash], count > 0 {
                    hashes[hash] = count - 1
                    common += 1
                }
            }
            score = (score + Double(common) / Double(min(childTotal, limit))) / 2
        }
        return score
    }

    private static func aligned(_ a: [Int], _ b: [Int], left: CanonicalTree, right: CanonicalTree) -> [Step] {
        let n = a.count, m = b.count
        var table = [Double](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                var best = max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
                let x = left.nodes[a[i]], y = right.nodes[b[j]]
                if compatible(x, y) {
                    best = max(best, table[(i + 1) * (m + 1) + j + 1] + 1 + similarity(x, y, left: left, right: right))
                }
                table[i * (m + 1) + j] = best
            }
        }
        var steps: [Step] = []
        var i = 0, j = 0
        while i < n, j < m {
            let here = table[i * (m + 1) + j]
            let x = left.nodes[a[i]], y = right.nodes[b[j]]
            if compatible(x, y),
                here == table[(i + 1) * (m + 1) + j + 1] + 1 + similarity(x, y, left: left, right: right)
            {
                steps.append(.pair(a[i], b[j]))
                i += 1
                j += 1
            } else if here == table[(i + 1) * (m + 1) + j] {
                steps.append(.deleted(a[i]))
                i += 1
            } else {
                steps.append(.inserted(b[j]))
                j += 1
            }
        }
        steps.append(contentsOf: a[i...].map { .deleted($0) })
        steps.append(contentsOf: b[j...].map { .inserted($0) })
        return steps
    }

    private static func greedy(_ a: [Int], _ b: [Int], left: CanonicalTree, right: CanonicalTree) -> [Step] {
        var queues: [String: [Int]] = [:]
        for (position, index) in a.enumerated() {
            let node = left.nodes[index]
            queues[node.isText ? "#text" : node.name, default: []].append(position)
        }
        var heads: [String: Int] = [:]
        var steps: [Step] = []
        var nextA = 0
        for index in b {
            let node = right.nodes[index]
            let key = node.isText ? "#text" : node.name
            guard let queue = queues[key] else {
                steps.append(.inserted(index))
                continue
            }
            var head = heads[key] ?? 0
            while head < queue.count, queue[head] < nextA { head += 1 }
            heads[key] = head
            guard head < queue.count else {
                steps.append(.inserted(index))
                continue
            }
            let position = queue[head]
            heads[key] = head + 1
            while nextA < position {
                steps.append(.deleted(a[nextA]))
                nextA += 1
            }
            steps.append(.pair(a[position], index))
            nextA = position + 1
        }
        while nextA < a.count {
            steps.append(.deleted(a[nextA]))
            nextA += 1
        }
        return steps
    }
}
