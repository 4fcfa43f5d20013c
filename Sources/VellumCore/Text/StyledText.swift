import Foundation
import VellumGeometry

/// The content of a `Text`: runs of characters, each with its own font and
/// optional paint (from `Text` concatenation with per-run modifiers).
package struct StyledText: Hashable, Sendable {
    /// One run of characters in one style.
    package struct Run: Hashable, Sendable {
        package var string: String
        package var font: ResolvedFont
        /// A paint for this run only (`Text.foregroundColor`), or nil to use the view's style.
        package var paint: Paint?
        /// Extra space after each character, in points.
        package var tracking: CGFloat
        package var underline: Bool
        package var strikethrough: Bool
        /// The underline's paint, or nil for the run's own.
        package var underlinePaint: Paint?
        /// The strikethrough's paint, or nil for the run's own.
        package var strikethroughPaint: Paint?
        /// A fill behind the run's line box (an attributed string's `backgroundColor`), or nil.
        package var background: Paint?
        /// How far the run is raised above the line's baseline, in points (negative lowers it).
        package var baselineOffset: CGFloat

        package init(string: String, font: ResolvedFont, paint: Paint? = nil, tracking: CGFloat = 0,
                     underline: Bool = false, strikethrough: Bool = false,
                     underlinePaint: Paint? = nil, strikethroughPaint: Paint? = nil,
                     background: Paint? = nil, baselineOffset: CGFloat = 0) {
            self.string = string; self.font = font; self.paint = paint; self.tracking = tracking
            self.underline = underline; self.strikethrough = strikethrough
            self.underlinePaint = underlinePaint; self.strikethroughPaint = strikethroughPaint
            self.background = background; self.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
        }

        /// The run with its font size and tracking multiplied by `factor` (`minimumScaleFactor`).
        package func scaled(by factor: CGFloat) -> Run {
            var r = self
            r.font.size = font.size * factor
            r.tracking = tracking * factor
            r.baselineOffset = baselineOffset * factor
            return r
        }
    }

    package var runs: [Run]

    package init(runs: [Run]) { self.runs = runs }
    package init(_ string: String, font: ResolvedFont) { self.runs = [Run(string: string, font: font)] }

    /// All the characters, in order.
    package var string: String { runs.map(\.string).joined() }

    /// The text with every run scaled by `factor`.
    package func scaled(by factor: CGFloat) -> StyledText {
        factor == 1 ? self : StyledText(runs: runs.map { $0.scaled(by: factor) })
    }
}

/// How text is laid out in its frame.
package struct TextOptions: Hashable, Sendable {
    /// Where text is cut when it does not fit.
    package enum Truncation: Hashable, Sendable { case head, middle, tail }

    /// The most lines, or nil for no limit.
    package var lineLimit: Int?
    package var truncation: Truncation
    package var alignment: TextAlignment
    /// Extra space between lines.
    package var lineSpacing: CGFloat
    /// The device's pixels per point, for rounding sizes up to whole pixels.
    package var displayScale: CGFloat
    /// The smallest factor the text may shrink by to fit its width (`minimumScaleFactor`; 1: never).
    package var minimumScaleFactor: CGFloat
    /// Whether the text may tighten its letter spacing to fit (`allowsTightening`).
    package var allowsTightening: Bool
    /// Whether each line is drawn as a rounded placeholder bar instead of its glyphs (`redacted(reason: .placeholder)`).
    package var isPlaceholder = false
    /// The opacity of the text's paint a placeholder bar is filled with.
    package static let placeholderOpacity = 0.16

    package init(lineLimit: Int? = nil, truncation: Truncation = .tail, alignment: TextAlignment = .leading,
                 lineSpacing: CGFloat = 0, displayScale: CGFloat = 3, minimumScaleFactor: CGFloat = 1,
                 allowsTightening: Bool = false) {
        self.lineLimit = lineLimit.map { Swift.max(1, $0) }; self.truncation = truncation
        self.alignment = alignment; self.lineSpacing = lineSpacing.isFinite ? lineSpacing : 0
        self.displayScale = displayScale > 0 && displayScale.isFinite ? displayScale : 1
        self.minimumScaleFactor = minimumScaleFactor.isFinite && minimumScaleFactor > 0 ? Swift.min(1, minimumScaleFactor) : 1
        self.allowsTightening = allowsTightening
    }

    /// Whether the text may change its size or spacing to fit its width.
    package var adjustsToFit: Bool { minimumScaleFactor < 1 || allowsTightening }
}

/// What layout needs to know about a piece of text at a width.
package struct TextMeasurement: Hashable, Sendable {
    /// The size of the text's frame (pixel-rounded up).
    package var size: CGSize
    /// The first line's baseline, from the top of the frame.
    package var firstBaseline: CGFloat
    /// The last line's baseline, from the top of the frame.
    package var lastBaseline: CGFloat
    /// Metrics of the first line's font (for spacing above the text).
    package var firstLineMetrics: FontMetrics
    /// Metrics of the last line's font (for spacing below the text).
    package var lastLineMetrics: FontMetrics

    package init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat,
                 firstLineMetrics: FontMetrics, lastLineMetrics: FontMetrics) {
        self.size = size; self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline
        self.firstLineMetrics = firstLineMetrics; self.lastLineMetrics = lastLineMetrics
    }
}

/// One shaped run of glyphs, positioned in its text's frame, ready to draw.
package struct GlyphRunDrawing: Equatable, Sendable {
    /// The characters this run shows (for `<text>` output and accessible labels).
    package var text: String
    /// The font.
    package var font: ResolvedFont
    /// The baseline origin of the run, relative to the text frame's top-left.
    package var origin: CGPoint
    /// The x offset of each character from `origin`, for `<text x="…">`, or empty.
    package var characterOffsets: [CGFloat]
    /// The glyphs, each positioned relative to the text frame; empty when the
    /// engine has no outlines (see `hasOutlines`).
    package var glyphs: [PositionedGlyph]
    /// Whether the engine drew outlines (false: the emitter writes `<text>`).
    package var hasOutlines: Bool
    /// The colour glyphs drawn from bitmaps (emoji), positioned relative to
    /// the text frame, when the engine drew outlines.
    package var images: [PositionedGlyphImage] = []
    /// The glyph outlines as one path relative to the text frame, or nil
    /// when the engine has no outlines.
    package var outline: Path? { hasOutlines ? glyphs.mergedOutline : nil }
    /// Which run of the `StyledText` this came from.
    package var runIndex: Int
    /// The run's advance width.
    package var width: CGFloat

    /// A run with outlines, `glyphs` (possibly all blank), or without
    /// (`hasOutlines` false: the emitter writes `<text>`).
    package init(text: String, font: ResolvedFont, origin: CGPoint, characterOffsets: [CGFloat] = [],
                 glyphs: [PositionedGlyph], images: [PositionedGlyphImage] = [], hasOutlines: Bool, runIndex: Int, width: CGFloat) {
        self.text = text; self.font = font; self.origin = origin; self.characterOffsets = characterOffsets
        self.glyphs = glyphs; self.images = images; self.hasOutlines = hasOutlines; self.runIndex = runIndex; self.width = width
    }
}
