import Foundation
internal import VellumRaster

/// `render_preview`'s PNG, drawn by librsvg as `SVGRenderer.png(scale:)` draws it
/// (`SVGRasterizer`: the same pixels as `rsvg-convert`).
struct LibrsvgPreviewRasterizer: PreviewRasterizer {
    func png(fromSVG svg: String, scale: Double) throws -> Data {
        try SVGRasterizer().png(svg: svg, scale: scale)
    }
}
