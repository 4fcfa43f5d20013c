import Foundation

/// Measures and draws text. Layout and painting receive one; the product uses
/// the FreeType + HarfBuzz engine with the bundled fonts (`VellumText`), tests
/// may use `ApproximateTextEngine`.
///
/// Implementations must be pure: the same text, options and width give the
/// same answer on every call and thread.
package protocol TextEngine: Sendable {
    /// The size and baselines of `text` laid out in `width` (nil: its ideal width, unwrapped).
    func measure(_ text: StyledText, options: TextOptions, width: CGFloat?) -> TextMeasurement
    /// The glyph runs of `text` laid out in a frame of `size` (as measured before).
    func draw(_ text: StyledText, options: TextOptions, in size: CGSize) -> [GlyphRunDrawing]
    /// The vertical metrics of `font`.
    func metrics(for font: ResolvedFont) -> FontMetrics
}
