import Foundation
import VellumCore
import VellumRender
import VellumScreen
import VellumSVG
internal import VellumRaster

/// How the contrast audit reads the colour under a text that lies over an
/// image or a pattern: the picture is drawn without its texts, as librsvg
/// draws the SVG (`SVGRasterizer`), at 2 pixels a point, and read there.
/// Without librsvg on the machine the text is not checked, as before.
enum ContrastBackdrop {
    /// Pixels per point of the drawing read.
    static let scale = 2.0

    /// The colours of `nodes` drawn on a transparent canvas, or nil when
    /// librsvg cannot draw them: a ``ContrastSampler/Backdrop``.
    static func drawn(_ nodes: [RenderNode], canvas: CGSize) -> ((CGPoint) -> RGBAColor?)? {
        var emitter = SVGEmitter()
        let svg = emitter.document(nodes, size: canvas, background: nil)
        guard let pixels = try? SVGRasterizer().pixels(svg: svg, size: canvas, scale: scale) else { return nil }
        return { pixels.color(at: $0) }
    }
}
