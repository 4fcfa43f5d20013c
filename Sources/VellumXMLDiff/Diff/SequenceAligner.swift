/// Finds matching positions between two sequences of hashes, in order.
///
/// Patience-style: common prefix and suffix first, then elements whose hash is
/// unique on both sides become anchors (longest increasing subsequence), and the
/// gaps between anchors are aligned the same way. Small gaps without unique
/// anchors get an exact LCS. Close to linear for the usual few-edits case; never
/// quadratic over big sibling lists.
enum SequenceAligner {
    /// Gaps up to this many cells (`n × m`) get an exact LCS.
    static let exactLimit = 40_000

    /// Returns ascending `(a, b)` index pairs where `a[i] == b[j]`.
    static func matches(_ a: [UInt64], _ b: [UInt64]) -> [(Int, Int)] {
        var result: [(Int, Int)] = []
        var ranges: [(Range<Int>, Range<Int>)] = [(0..<a.count, 0..<b.count)]
        while let (rangeA, rangeB) = ranges.popLast() {
            var lowA = rangeA.lowerBound, highA = rangeA.upperBound
            var lowB = rangeB.lowerBound, highB = rangeB.upperBound
            while lowA < highA, lowB < highB, a[lowA] == b[lowB] {
                result.append((lowA, lowB))
                lowA += 1
                lowB += 1
            }
            while lowA < highA, lowB < highB, a[highA - 1] == b[highB - 1] {
                highA -= 1
                highB -= 1
                result.append((highA, highB))
            }
            if lowA == highA || lowB == highB { continue }
            let anchors = uniqueAnchors(a, lowA..<highA, b, lowB..<highB)
            if anchors.isEmpty {
                let cells = (highA - lowA) * (highB - lowB)
                if cells <= exactLimit {
                    result.append(contentsOf: longestCommonSubsequence(a, lowA..<highA, b, lowB..<highB))
                } else if let path = boundedMyers(a, lowA..<highA, b, lowB..<highB) {
                    result.append(contentsOf: path)
                }
                continue
            }
            var previousA = lowA, previousB = lowB
            for (anchorA, anchorB) in anchors {
                result.append((anchorA, anchorB))
                if anchorA > previousA || anchorB > previousB {
                    ranges.append((previousA..<anchorA, previousB..<anchorB))
                }
                previousA = anchorA + 1
                previousB = anchorB + 1
            }
            if highA > previousA || highB > previousB {
                ranges.append((previousA..<highA, previousB..<highB))
            }
        }
        result.sort { $0.0 < $1.0 }
        return result
    }

    /// Work budget (`edits × length`) for ``boundedMyers(_:_:_:_:)``.
    static let myersBudget = 20_000_000

    /// Myers' O((n+m)·D) diff for big gaps of repeated hashes, given up (nil) when
    /// the edit distance exceeds what the work budget allows.
    private static func boundedMyers(_ a: [UInt64], _ rangeA: Range<Int>, _ b: [UInt64], _ rangeB: Range<Int>) -> [(Int, Int)]? {
        let n = rangeA.count, m = rangeB.count
        let maxD = min(n + m, 1000, myersBudget / max(1, n + m))
        let offset = maxD + 1
        var v = [Int](repeating: 0, count: 2 * maxD + 3)
        var trace: [[Int]] = []
        var found = -1
        search: for d in 0...maxD {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                let down = k == -d || (k != d && v[k - 1 + offset] < v[k + 1 + offset])
                var x = down ? v[k + 1 + offset] : v[k - 1 + offset] + 1
                var y = x - k
                while x < n, y < m, a[rangeA.lowerBound + x] == b[rangeB.lowerBound + y] {
                    x += 1
                    y += 1
                }
                v[k + offset] = x
                if x >= n, y >= m {
                    found = d
                    break search
                }
            }
        }
        guard found >= 0 else { return nil }
        var matches: [(Int, Int)] = []
        var x = n, y = m
        for d in stride(from: found, through: 0, by: -1) {
            let previous = trace[d]
            let k = x - y
            let down = k == -d || (k != d && previous[k - 1 + offset] < previous[k + 1 + offset])
            let previousK = down ? k + 1 : k - 1
            let previousX = previous[previousK + offset]
            let previousY = previousX - previousK
            while x > previousX, y > previousY, x > 0, y > 0 {
                matches.append((rangeA.lowerBound + x - 1, rangeB.lowerBound + y - 1))
                x -= 1
                y -= 1
            }
            if d > 0 {
                x = previousX
                y = previousY
            }
        }
        return matches.reversed()
    }

    /// Hashes occurring exactly once on each side, reduced to their longest increasing run.
    private static func uniqueAnchors(_ a: [UInt64], _ rangeA: Range<Int>, _ b: [UInt64], _ rangeB: Range<Int>) -> [(Int, Int)] {
        var seen: [UInt64: (countA: Int, indexA: Int, countB: Int, indexB: Int)] = [:]
        seen.reserveCapacity(rangeA.count + rangeB.count)
        for index in rangeA {
            seen[a[index], default: (0, index, 0, -1)].countA += 1
        }
        for index in rangeB {
            if var entry = seen[b[index]] {
                entry.countB += 1
                entry.indexB = index
                seen[b[index]] = entry
            }
        }
        var candidates: [(Int, Int)] = []
        for index in rangeA {
            if let entry = seen[a[index]], entry.countA == 1, entry.countB == 1 {
                candidates.append((entry.indexA, entry.indexB))
            }
        }
        return longestIncreasing(candidates)
    }

    /// Longest subsequence of `pairs` (sorted by `.0`) increasing in `.1`, by patience sorting.
    private static func longestIncreasing(_ pairs: [(Int, Int)]) -> [(Int, Int)] {
        guard !pairs.isEmpty else { return [] }
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: pairs.count)
        for (position, pair) in pairs.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[tails[middle]].1 < pair.1 { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result: [(Int, Int)] = []
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            result.append(pairs[cursor])
            cursor = previous[cursor]
        }
        return result.reversed()
    }

    /// Exact LCS by dynamic programming, for small gaps.
    private static func longestCommonSubsequence(_ a: [UInt64], _ rangeA: Range<Int>, _ b: [UInt64], _ rangeB: Range<Int>) -> [(Int, Int)] {
        let n = rangeA.count, m = rangeB.count
        var table = [Int32](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                let cell = i * (m + 1) + j
                if a[rangeA.lowerBound + i] == b[rangeB.lowerBound + j] {
                    table[cell] = table[(i + 1) * (m + 1) + j + 1] + 1
                } else {
                    table[cell] = max(table[(i + 1) * (m + 1) + j], table[cell + 1])
                }
            }
        }
        var result: [(Int, Int)] = []
        var i = 0, j = 0
        while i < n, j < m {
            if a[rangeA.lowerBound + i] == b[rangeB.lowerBound + j] {
                result.append((rangeA.lowerBound + i, rangeB.lowerBound + j))
                i += 1
                j += 1
            } else if table[(i + 1) * (m + 1) + j] >= table[i * (m + 1) + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return result
    }
}
