import Foundation
import Testing
import Vellum
import VellumTestSupport

/// Porter–Duff blend modes (views and `GraphicsContext`), inverse layer
/// clips and alpha thresholds, drawn by Chromium and librsvg.
@Suite("Rendering: compositing and alpha thresholds")
struct CanvasCompositingTests {
    let size = CGSize(width: 120, height: 120)
    let red = [255, 59, 48], blue = [0, 122, 255], white = [255, 255, 255]
    /// A 40-pt circle in the middle of the canvas.
    let hole = Path(ellipseIn: CGRect(x: 40, y: 40, width: 40, height: 40))

    @Test("blendMode(.destinationOut) in a compositing group punches a hole")
    func viewDestinationOut() throws {
        let view = ZStack {
            Rectangle().fill(Color.red).frame(width: 100, height: 100)
            Circle().frame(width: 40, height: 40).blendMode(.destinationOut)
        }
        .compositingGroup()
        let shot = try RenderedPair(view, size: size, name: "blend-destination-out")
        #expect(!shot.svg.contains("destination"), "no blend keyword a viewer would ignore")
        try shot.expect(60, 60, near: white, tolerance: 1, "the hole shows the page")
        try shot.expect(15, 60, near: red, tolerance: 4, "the rest of the square")
        try shot.expect(60, 36, near: red, tolerance: 4, "just outside the hole")
    }

    @Test("destinationOver draws under; sourceAtop only over what is there")
    func viewOverAndAtop() throws {
        let over = ZStack {
            Rectangle().fill(Color.red).frame(width: 40, height: 40)
            Rectangle().fill(Color.blue).frame(width: 80, height: 80).blendMode(.destinationOver)
        }.compositingGroup()
        let o = try RenderedPair(over, size: size, name: "blend-destination-over")
        try o.expect(60, 60, near: red, tolerance: 4, "the red square stays on top")
        try o.expect(25, 60, near: blue, tolerance: 4, "blue around it")
        let atop = ZStack {
            Rectangle().fill(Color.red).frame(width: 40, height: 40)
            Rectangle().fill(Color.blue).frame(width: 80, height: 80).blendMode(.sourceAtop)
        }.compositingGroup()
        let a = try RenderedPair(atop, size: size, name: "blend-source-atop")
        try a.expect(60, 60, near: blue, tolerance: 4, "blue over the red")
        try a.expect(25, 60, near: white, tolerance: 1, "no blue where nothing was drawn")
    }

    @Test("Canvas blend modes: destinationOut, sourceIn, destinationIn, xor")
    func canvasModes() throws {
        func draw(_ mode: GraphicsContext.BlendMode) -> some View {
            Canvas { context, size in
                context.fill(Path(CGRect(x: 10, y: 10, width: 70, height: 100)), with: .color(.red))
                var other = context
                other.blendMode = mode
                other.fill(Path(CGRect(x: 40, y: 10, width: 70, height: 100)), with: .color(.blue))
            }
        }
        // x = 25: old only; 60: both; 95: new only.
        let cases: [(String, GraphicsContext.BlendMode, [[Int]])] = [
            ("destination-out", .destinationOut, [red, white, white]),
            ("source-in", .sourceIn, [white, blue, white]),
            ("destination-in", .destinationIn, [white, red, white]),
            ("xor", .xor, [red, white, blue]),
            ("copy", .copy, [red, blue, blue]),
            ("destination-atop", .destinationAtop, [white, red, blue]),
        ]
        for (name, mode, expected) in cases {
            let shot = try RenderedPair(draw(mode), size: size, name: "canvas-\(name)")
            for (x, rgb) in zip([25.0, 60, 95], expected) {
                try shot.expect(x, 60, near: rgb, tolerance: 4, "\(name) at x = \(x)")
            }
        }
    }

    @Test("clipToLayer(options: .inverse) draws outside the layer only")
    func inverseLayerClip() throws {
        let hole = self.hole
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            var outside = context
            outside.clipToLayer(options: .inverse) { layer in layer.fill(hole, with: .color(.black)) }
            outside.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
        }
        let shot = try RenderedPair(canvas, size: size, name: "canvas-clip-inverse")
        try shot.expect(60, 60, near: red, tolerance: 4, "inside the layer: not drawn")
        try shot.expect(10, 10, near: blue, tolerance: 4, "outside the layer: drawn")
        try shot.expect(60, 37, near: blue, tolerance: 4, "just outside the circle")
    }

    @Test("alphaThreshold after a blur: overlapping blurs join (metaballs), faint ones vanish")
    func metaballs() throws {
        let canvas = Canvas { context, size in
            context.addFilter(.alphaThreshold(min: 0.5, color: .blue))
            context.addFilter(.blur(radius: 6))
            context.drawLayer { layer in
                layer.fill(Path(ellipseIn: CGRect(x: 14, y: 40, width: 40, height: 40)), with: .color(.black))
                layer.fill(Path(ellipseIn: CGRect(x: 60, y: 40, width: 40, height: 40)), with: .color(.black))
                layer.fill(Path(CGRect(x: 20, y: 100, width: 80, height: 14)), with: .color(.black.opacity(0.4)))
            }
        }
        let shot = try RenderedPair(canvas, size: size, name: "canvas-metaballs")
        #expect(try SVGQuery(shot.svg).values(of: "type").contains("discrete"))
        try shot.expect(34, 60, near: blue, tolerance: 4, "inside a ball: the threshold's colour, opaque")
        try shot.expect(57, 60, near: blue, tolerance: 4, "the 6-pt gap between the balls is bridged by the blur")
        try shot.expect(57, 38, near: white, tolerance: 1, "above the gap, outside both")
        try shot.expect(60, 107, near: white, tolerance: 1, "a 40 % opaque bar stays under the threshold")
    }
}
