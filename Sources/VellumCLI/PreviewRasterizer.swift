import Foundation

/// Turns a preview's SVG into PNG bytes, for `render_preview`'s image content.
///
/// Vellum has no PNG rasteriser yet, so `vellum mcp` runs without one and
/// `render_preview` answers the SVG as text; a rasteriser given to
/// ``PreviewToolbox`` adds the PNG as image content before it.
protocol PreviewRasterizer: Sendable {
    /// The PNG of `svg`, drawn at `scale` pixels a point.
    ///
    /// - Throws: when the SVG cannot be drawn.
    func png(fromSVG svg: String, scale: Double) throws -> Data
}
