import Foundation

/// Greedy line breaking: each line takes as many characters as fit, ending at
/// the last break opportunity (UAX #14 subset, see `BreakClass`). Trailing spaces
/// hang past the width. A word wider than the width on its own line breaks
/// between characters, as SwiftUI does.
enum LineBreaker {
    /// The lines of `paragraph` in `width` (nil: one line), as character ranges
    /// including their trailing spaces. An empty paragraph has one empty line.
    static func lines(in paragraph: ShapedParagraph, width: CGFloat?) -> [Range<Int>] {
        let n = paragraph.count
        guard n > 0, let width else { return [0..<n] }
        let limit = Swift.max(0, width) + 0.001
        var lines: [Range<Int>] = []
        var start = 0
        var lineWidth: CGFloat = 0
        var lastBreak: Int?
        var i = 0
        while i < n {
            if i > start, paragraph.breakBefore[i] { lastBreak = i }
            if paragraph.isSpace(i) {
                lineWidth += paragraph.advances[i]
                i += 1
                continue
            }
            if i > start, lineWidth + paragraph.advances[i] > limit {
                let end: Int
                if let b = lastBreak, b > start { end = b } else { end = i }
                lines.append(start..<end)
                start = end
                lastBreak = nil
                lineWidth = paragraph.advances[start..<i].reduce(0, +)
                continue
            }
            lineWidth += paragraph.advances[i]
            i += 1
        }
        lines.append(start..<n)
        return lines
    }
}
