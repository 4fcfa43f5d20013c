/// Near names for "did you mean …?" in error messages.
package enum NameSuggestions {
    /// Up to `limit` names from `candidates` close to `name`: equal ignoring case,
    /// one containing the other, or within a small edit distance; closest first.
    /// A namespaced candidate (`Brand/Accent`) is also compared by its last part.
    package static func suggest(for name: String, among candidates: [String], limit: Int = 3) -> [String] {
        let target = Array(name.lowercased().prefix(64))
        guard !target.isEmpty else { return [] }
        let allowed = Swift.max(2, target.count / 3)
        var scored: [(name: String, score: Int)] = []
        for candidate in candidates {
            let lastPart = candidate.split(separator: "/").last.map(String.init) ?? candidate
            let distance = Swift.min(score(target, candidate), lastPart == candidate ? Int.max : score(target, lastPart) + 1)
            if distance <= allowed { scored.append((candidate, distance)) }
        }
        return scored.sorted { $0.score != $1.score ? $0.score < $1.score : $0.name < $1.name }
            .prefix(limit).map(\.name)
    }

    /// How far `candidate` is from `target` (lowercased characters): 0 equal, 1 containing, else edit distance.
    private static func score(_ target: [Character], _ candidate: String) -> Int {
        let lowered = Array(candidate.lowercased().prefix(64))
        if lowered == target { return 0 }
        if Swift.min(lowered.count, target.count) >= 3,
           String(lowered).contains(String(target)) || String(target).contains(String(lowered)) {
            return 1
        }
        return editDistance(target, lowered)
    }

    /// The Levenshtein distance between two character arrays.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0 ... b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1 ... a.count {
            current[0] = i
            for j in 1 ... b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
