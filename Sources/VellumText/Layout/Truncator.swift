import Foundation
import VellumCore
import VellumGeometry

/// Cuts the last visible line of truncated text to fit its width with an
/// ellipsis: at its end (`.tail`), start (`.head`) or middle (`.middle`).
/// Cuts fall between characters, not words, as SwiftUI's do; spaces next to
/// the ellipsis are dropped.
enum Truncator {
    /// The logical-order pieces of `range` of `paragraph` cut to `width` around `ellipsis`
    /// (nil width: nothing is cut, the ellipsis follows the whole range).
    static func pieces(of paragraph: ShapedParagraph, range: Range<Int>, width: CGFloat?,
                       mode: TextOptions.Truncation, ellipsis: ShapedSegment) -> [LinePiece] {
        let content = paragraph.trimmed(range)
        let mark = LinePiece(segment: ellipsis, range: content.lowerBound..<content.lowerBound, isEllipsis: true)
        guard let width else { return LinePiece.pieces(of: paragraph, in: content) + [mark] }
        let available = width + 0.001 - mark.width
        let lower = content.lowerBound, upper = content.upperBound
        let advances = paragraph.advances

        func fitsMore(_ used: CGFloat, _ index: Int) -> Bool {
            paragraph.isSpace(index) || used + advances[index] <= available
        }
        func skippingLeadingSpaces(_ r: Range<Int>) -> Range<Int> {
            var start = r.lowerBound
            while start < r.upperBound, paragraph.isSpace(start) { start += 1 }
            return start..<r.upperBound
        }

        switch mode {
        case .tail:
            var end = lower, used: CGFloat = 0
            while end < upper, fitsMore(used, end) { used += advances[end]; end += 1 }
            return LinePiece.pieces(of: paragraph, in: paragraph.trimmed(lower..<end)) + [mark]
        case .head:
            var start = upper, used: CGFloat = 0
            while start > lower, fitsMore(used, start - 1) { used += advances[start - 1]; start -= 1 }
            return [mark] + LinePiece.pieces(of: paragraph, in: skippingLeadingSpaces(start..<upper))
        case .middle:
            var end = lower, start = upper, used: CGFloat = 0, left: CGFloat = 0, right: CGFloat = 0
            while end < start {
                let preferLeft = left <= right
                if preferLeft, fitsMore(used, end) {
                    used += advances[end]; left += advances[end]; end += 1
                } else if fitsMore(used, start - 1) {
                    used += advances[start - 1]; right += advances[start - 1]; start -= 1
                } else if !preferLeft, fitsMore(used, end) {
                    used += advances[end]; left += advances[end]; end += 1
                } else {
                    break
                }
            }
            if end >= start { return LinePiece.pieces(of: paragraph, in: content) + [mark] }
            return LinePiece.pieces(of: paragraph, in: paragraph.trimmed(lower..<end)) + [mark]
                + LinePiece.pieces(of: paragraph, in: skippingLeadingSpaces(start..<upper))
        }
    }
}
