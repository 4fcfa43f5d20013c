import Testing
import Foundation
import Vellum
import VellumTestSupport

/// `rotation3DEffect`, `projectionEffect` and `visualEffect`, drawn by
/// Chromium and librsvg.
@Suite("Rendering: projections and visual effects")
struct ProjectionRenderingTests {
    let canvas = CGSize(width: 200, height: 200)

    /// 100 × 100 at (50, 50), 45° about y, camera 100 pt away: the left edge
    /// lands at x ≈ 45.3 spanning y 23…177, the right edge at x ≈ 126.1
    /// spanning y 63…137 (x' = 50 ∓ 50·cos45 / (1 ∓ 50·sin45 / 100)).
    @Test("rotation3DEffect about y: the near left edge grows, the far right edge shrinks")
    func rotationAboutY() throws {
        let view = Rectangle().fill(.red).frame(width: 100, height: 100).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
        let shot = try RenderedPair(view, size: canvas, name: "rotation3d-y")
        let red = [255, 59, 48], white = [255, 255, 255]
        try shot.expect(50, 30, near: red, tolerance: 4, "left, above the flat square: the near edge is taller")
        try shot.expect(50, 170, near: red, tolerance: 4, "left, below the flat square")
        try shot.expect(120, 54, near: white, tolerance: 4, "right, above the far edge")
        try shot.expect(120, 100, near: red, tolerance: 4, "right, middle")
        try shot.expect(135, 100, near: white, tolerance: 4, "past the far edge")
        #expect(!shot.svg.contains("matrix("), "a solid fill is projected point by point")
    }

    @Test("Text under a perspective becomes projected outlines, labelled with the text")
    func textOutlines() throws {
        let svg = try SVGRenderer(content: Text("Tilt").font(.title).rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0)),
                                  size: canvas).svg()
        let tilted = try SVGQuery(svg).within(label: "Tilt")
        #expect(!tilted.elements(named: "path").isEmpty, "outlines inside the labelled group")
    }

    @Test("An affine projectionEffect is an exact group transform")
    func affineProjection() throws {
        let m = ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
        let svg = try SVGRenderer(content: Color.red.frame(width: 40, height: 40).projectionEffect(m), size: canvas).svg()
        #expect(try SVGQuery(svg).values(of: "transform", on: "g").contains("matrix(1 0 0.5 1 -40 0)"), "skew about the frame's top-left corner (80, 80)")
    }

    @Test("visualEffect applies its effects at rest, with the view's geometry, without moving the layout")
    func visualEffect() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 40).visualEffect { content, proxy in content.offset(x: proxy.size.width) }
            Color.blue.frame(width: 40, height: 40)
        }
        let shot = try RenderedPair(view, size: CGSize(width: 200, height: 100), name: "visual-effect")
        // Laid out at x 60…100 and 100…140; the red square is drawn 40 pt to the right, over the blue one.
        try shot.expect(80, 50, near: [255, 255, 255], tolerance: 2, "where red was laid out")
        try shot.expect(120, 50, near: [0, 122, 255], tolerance: 2, "the blue square draws after the red, on top of it")
        let faded = try SVGRenderer(content: Color.red.frame(width: 40, height: 40).visualEffect { c, _ in c.opacity(0.25).blur(radius: 2) },
                                    size: CGSize(width: 100, height: 100)).svg()
        #expect(try SVGQuery(faded).values(of: "opacity").contains("0.25"))
        #expect(try SVGQuery(faded).within(named: "filter").count(of: "feGaussianBlur") == 1)
    }
}
