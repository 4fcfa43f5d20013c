import Foundation
import VellumCore
import VellumGeometry

/// Where a glyph run's background, underline and strikethrough go, in the
/// coordinates the run is drawn in.
struct TextDecorations {
    /// The run's line box: its advance across, ascent to descent down.
    let lineBox: CGRect
    /// The underline: below the baseline by a tenth of the font size.
    let underline: CGRect
    /// The strikethrough: through the middle of the x-height.
    let strikethrough: CGRect

    init(run: GlyphRunDrawing, style: StyledText.Run, metrics: FontMetrics, origin: CGPoint) {
        let x = run.origin.x + origin.x
        let baseline = run.origin.y + origin.y
        let width = Swift.max(0, run.width)
        let thickness = Swift.max(0.5, run.font.size / 17)
        lineBox = CGRect(x: x, y: baseline - metrics.ascent, width: width, height: metrics.ascent + metrics.descent)
        underline = CGRect(x: x, y: baseline + run.font.size * 0.1 - thickness / 2, width: width, height: thickness)
        strikethrough = CGRect(x: x, y: baseline - metrics.xHeight / 2 - thickness / 2, width: width, height: thickness)
    }
}
