import Foundation
import VellumCore
import VellumGeometry

/// Text: glyph runs at absolute positions, with the string kept as a label.
package struct RenderText: Equatable, Sendable {
    /// One run.
    package struct Run: Equatable, Sendable {
        /// The run's characters.
        package var text: String
        /// Its font.
        package var font: ResolvedFont
        /// The baseline origin, absolute.
        package var origin: CGPoint
        /// Each character's x offset from the origin.
        package var characterOffsets: [CGFloat]
        /// The glyphs at absolute positions; empty when only `<text>` can be
        /// written (see `hasOutlines`).
        package var glyphs: [PositionedGlyph]
        /// Whether the run has outlines (false: only `<text>` can be written).
        package var hasOutlines: Bool
        /// The colour glyphs drawn from bitmaps (emoji), at absolute positions.
        package var images: [PositionedGlyphImage] = []
        /// The glyph outlines as one absolute path; nil when only `<text>` can be written.
        package var outline: Path? { hasOutlines ? glyphs.mergedOutline : nil }
        /// The bounding box of the glyph outlines (null when there are none).
        package var outlineBounds: CGRect {
            glyphs.reduce(CGRect.null) { $0.union($1.placedBounds) }
        }
        /// What the glyphs are filled with (gradients over the text frame).
        package var paint: PaintRef
        /// Creates a run.
        package init(text: String, font: ResolvedFont, origin: CGPoint, characterOffsets: [CGFloat],
                     glyphs: [PositionedGlyph], images: [PositionedGlyphImage] = [], hasOutlines: Bool, paint: PaintRef) {
            self.text = text; self.font = font; self.origin = origin; self.characterOffsets = characterOffsets
            self.glyphs = glyphs; self.images = images; self.hasOutlines = hasOutlines; self.paint = paint
        }
    }
    /// The whole string, for the accessible label.
    package var label: String
    /// The runs, in drawing order.
    package var runs: [Run]
    /// The laid-out frame of the text view, absolute, when known (its
    /// accessibility frame; the accessibility overlay draws it). Not written into the SVG.
    package var frame: CGRect?
    /// Creates text from runs.
    package init(label: String, runs: [Run]) { self.label = label; self.runs = runs }
}
