/// The lines that differ between two texts, as a unified diff's body shows
/// them: `- ` for a line only the old text has, `+ ` for one only the new
/// has, in order, from the longest common subsequence of their lines.
///
/// ```swift
/// LineDiff.changes(old: "a\nb\nc", new: "a\nB\nc")   // ["- b", "+ B"]
/// ```
enum LineDiff {
    /// The changed lines, at most `limit` of them (a last line says how many
    /// more there are); nil when the texts have more than `maxLines` lines
    /// between them, too many to compare line by line.
    static func changes(old: String, new: String, limit: Int = 60, maxLines: Int = 4000) -> [String]? {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard a.count + b.count <= maxLines else { return nil }
        // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : Swift.max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [String] = [], i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] { i += 1; j += 1 }
            // A removal before an addition where both keep the longest common run.
            else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] { lines.append("- " + a[i]); i += 1 }
            else { lines.append("+ " + b[j]); j += 1 }
        }
        guard lines.count > limit else { return lines }
        return Array(lines.prefix(limit)) + ["… \(lines.count - limit) more changed lines"]
    }
}
