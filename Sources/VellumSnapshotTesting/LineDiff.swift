/// The lines that differ between two texts, as a unified listing: `-` for a
/// reference line that is gone, `+` for an actual line that is new, each
/// with its 1-based line number.
///
/// The longest common subsequence of lines decides what is kept; texts so
/// long that the table would be too big are listed from their first
/// differing line instead.
struct LineDiff: Sendable, Equatable {
    /// One changed line.
    struct Change: Sendable, Equatable, CustomStringConvertible {
        /// Whether the line is the reference's (removed) or the actual's (added).
        var isAddition: Bool
        /// The line's number in its own text.
        var line: Int
        var text: String

        /// `- 12: text` or `+ 12: text`.
        var description: String { "\(isAddition ? "+" : "-") \(line): \(text)" }
    }

    /// The changes, in order of the texts.
    var changes: [Change]

    /// The most cells the comparison table may have (lines × lines).
    static let tableLimit = 4_000_000

    /// The changes that turn `reference` into `actual`.
    init(reference: String, actual: String) {
        let a = reference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard a.count * b.count <= Self.tableLimit else {
            // Too long to align: everything from the first differing line.
            let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? Swift.min(a.count, b.count)
            changes = a[first...].indices.map { Change(isAddition: false, line: $0 + 1, text: a[$0]) }
                + b[first...].indices.map { Change(isAddition: true, line: $0 + 1, text: b[$0]) }
            return
        }
        // common[i][j]: the longest common subsequence of a[i...] and b[j...].
        let width = b.count + 1
        var common = [Int](repeating: 0, count: (a.count + 1) * width)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                common[i * width + j] = a[i] == b[j]
                    ? common[(i + 1) * width + j + 1] + 1
                    : Swift.max(common[(i + 1) * width + j], common[i * width + j + 1])
            }
        }
        var out: [Change] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                i += 1; j += 1
            } else if i < a.count, j == b.count || common[(i + 1) * width + j] >= common[i * width + j + 1] {
                out.append(Change(isAddition: false, line: i + 1, text: a[i])); i += 1
            } else {
                out.append(Change(isAddition: true, line: j + 1, text: b[j])); j += 1
            }
        }
        changes = out
    }

    /// The first `limit` changes, one a line, then `… and K more`.
    func summary(limit: Int) -> String {
        var lines = changes.prefix(limit).map(\.description)
        if changes.count > limit { lines.append("… and \(changes.count - limit) more") }
        return lines.joined(separator: "\n")
    }
}
