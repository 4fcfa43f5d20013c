import Foundation

/// Part of a line drawn with one segment's glyphs: some of a paragraph segment's
/// characters, or an ellipsis.
struct LinePiece: Sendable {
    /// The segment whose glyphs it uses.
    var segment: ShapedSegment
    /// The characters of the paragraph it shows (empty for an ellipsis).
    var range: Range<Int>
    /// Whether this is the truncation ellipsis.
    var isEllipsis: Bool

    /// The glyphs it draws, in visual order.
    var glyphs: [PlacedGlyph] {
        isEllipsis ? segment.glyphs : segment.glyphs.filter { range.contains($0.grapheme) }
    }

    /// Its advance width.
    var width: CGFloat { glyphs.reduce(0) { $0 + $1.advance } }

    /// The pieces showing `range` of `paragraph`, in logical order.
    static func pieces(of paragraph: ShapedParagraph, in range: Range<Int>) -> [LinePiece] {
        guard !range.isEmpty else { return [] }
        return paragraph.segments.compactMap { segment in
            let lower = Swift.max(segment.range.lowerBound, range.lowerBound)
            let upper = Swift.min(segment.range.upperBound, range.upperBound)
            guard lower < upper else { return nil }
            return LinePiece(segment: segment, range: lower..<upper, isEllipsis: false)
        }
    }
}
