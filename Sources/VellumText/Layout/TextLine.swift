import Foundation
import VellumCore
import VellumGeometry

/// One laid-out line: its pieces in visual order and its vertical metrics.
struct TextLine: Sendable {
    /// The pieces, left to right.
    var pieces: [LinePiece]
    /// The advance width of the visible content (no trailing spaces).
    var width: CGFloat
    /// The line's metrics: the SF-proportioned metrics of its largest font.
    var metrics: FontMetrics
    /// The distance from the text's top to this line's top.
    var top: CGFloat
    /// The index of the paragraph the line belongs to.
    var paragraphIndex: Int

    /// The line's baseline, from the text's top.
    var baseline: CGFloat { top + metrics.ascent }
}
