import Foundation

/// Turns a preview's SVG into PNG bytes, for `render_preview`'s image content.
///
/// `vellum mcp` gives ``PreviewToolbox`` librsvg's (``LibrsvgPreviewRasterizer``),
/// so `render_preview` answers the PNG as image content before the SVG; without
/// one (the toolbox's tests) it answers the SVG alone.
protocol PreviewRasterizer: Sendable {
    /// The PNG of `svg`, drawn at `scale` pixels a point.
    ///
    /// - Throws: when the SVG cannot be drawn.
    func png(fromSVG svg: String, scale: Double) throws -> Data
}
