import Foundation

/// A run of a paragraph in one style, face, script and direction, shaped.
struct ShapedSegment: Sendable {
    /// The characters (grapheme indices in the paragraph).
    var range: Range<Int>
    /// The `StyledText` run the characters come from.
    var runIndex: Int
    /// The face that draws them.
    var face: FallbackFace
    /// The bidi embedding level (even: left to right, odd: right to left).
    var level: Int
    /// Points per font unit (font size, glyph scale).
    var scale: CGFloat
    /// Whether no bundled face has these characters: each then has one `.notdef`
    /// glyph of `SwiftUITextMetrics.missingCharacterAdvance` and is not drawn.
    var isMissing: Bool
    /// Whether the characters are drawn as small capitals (their capitals, scaled).
    var isSmallCap = false
    /// The glyphs in visual order (right-to-left segments come out reversed).
    var glyphs: [PlacedGlyph]

    /// The point size the glyphs are drawn at: the run's, or a small capital's.
    func drawnSize(fontSize: CGFloat) -> CGFloat {
        isSmallCap ? fontSize * SwiftUITextMetrics.smallCapitalScale : fontSize
    }
}
