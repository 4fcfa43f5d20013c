import Foundation
import VellumCore
import VellumGeometry

/// Text broken into lines and positioned vertically: what both `measure` and
/// `draw` of `FontTextEngine` read.
struct TextLayout: Sendable {
    /// The lines, top to bottom (none for empty text).
    var lines: [TextLine]
    /// The paragraphs the lines come from.
    var paragraphs: [ShapedParagraph]
    /// The total height, unrounded: line heights plus the spacing between lines.
    var height: CGFloat
    /// The widest line's width, unrounded.
    var width: CGFloat
    /// Metrics of the font of the first line when the text is empty.
    var emptyMetrics: FontMetrics

    /// The measurement for layout: the size rounded up to pixels at `scale`,
    /// clamped to `proposedWidth` when there is one.
    func measurement(proposedWidth: CGFloat?, scale: CGFloat) -> TextMeasurement {
        var w = width
        if let proposedWidth { w = Swift.min(w, Swift.max(0, proposedWidth)) }
        let first = lines.first?.metrics ?? emptyMetrics
        let last = lines.last?.metrics ?? emptyMetrics
        return TextMeasurement(
            size: CGSize(width: SwiftUITextMetrics.ceilToPixel(w, scale: scale),
                         height: SwiftUITextMetrics.ceilToPixel(height, scale: scale)),
            firstBaseline: lines.first?.baseline ?? 0,
            lastBaseline: lines.last?.baseline ?? 0,
            firstLineMetrics: first, lastLineMetrics: last)
    }
}
