import Testing
import Foundation
import Vellum
import VellumTestSupport

/// Perceptual gradients (iOS 18's look), `.device` (sRGB), canvas gradient
/// spreads, drawn by Chromium and librsvg.
@Suite("Rendering: gradient colour spaces")
struct GradientColorSpaceRenderingTests {
    let canvas = CGSize(width: 220, height: 60)
    func bar(_ style: some ShapeStyle) -> some View { Rectangle().fill(style).frame(width: 200, height: 40) }

    /// iOS 18 measures (153,176,178) at the middle of blue → yellow; Oklab
    /// gives (148,174,181); SVG's own sRGB interpolation (128,163,128).
    @Test("A plain blue-to-yellow gradient has the Oklab midpoint; .device keeps sRGB's")
    func midpoint() throws {
        let plain = try RenderedPair(bar(LinearGradient(colors: [.blue, .yellow], startPoint: .leading, endPoint: .trailing)),
                                     size: canvas, name: "gradient-perceptual")
        try plain.expect(110, 30, near: [148, 174, 181], tolerance: 2, "perceptual midpoint")
        try plain.expect(110, 30, near: [153, 176, 178], tolerance: 6, "near the iOS 18 measurement")
        try plain.expect(60, 30, near: [91, 152, 221], tolerance: 3, "a quarter of the way")
        let stops = plain.svg.components(separatedBy: "<stop ").count - 1
        #expect(stops > 2 && stops < 80, "\(stops) stops")
        let device = try RenderedPair(bar(LinearGradient.linearGradient(Gradient(colors: [.blue, .yellow]).colorSpace(.device),
                                                                         startPoint: .leading, endPoint: .trailing)),
                                      size: canvas, name: "gradient-device")
        try device.expect(110, 30, near: [128, 163, 128], tolerance: 2, "sRGB midpoint")
        #expect(device.svg.components(separatedBy: "<stop ").count - 1 == 2)
    }

    @Test("Color.gradient, strokes and text take the perceptual stops too")
    func everywhere() throws {
        func stopCount(_ v: some View) throws -> Int {
            try SVGRenderer(content: v, size: canvas).svg().components(separatedBy: "<stop ").count - 1
        }
        #expect(try stopCount(Rectangle().fill(Color.blue.gradient)) > 2)
        #expect(try stopCount(Rectangle().fill(Color.blue.gradient.colorSpace(.device))) == 2)
        #expect(try stopCount(Circle().stroke(LinearGradient(colors: [.blue, .yellow], startPoint: .top, endPoint: .bottom), lineWidth: 6)) > 2)
        #expect(try stopCount(Text("Hi").foregroundStyle(LinearGradient(colors: [.blue, .yellow], startPoint: .leading, endPoint: .trailing))) > 2)
        #expect(try stopCount(Ellipse().fill(.ellipticalGradient(Gradient(colors: [.red, .blue]).colorSpace(.device)))) == 2)
    }

    @Test("Canvas gradient options: .repeat and .mirror become spreadMethod")
    func spread() throws {
        func canvasView(_ options: GraphicsContext.GradientOptions) -> some View {
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)),
                             with: .linearGradient(Gradient(colors: [.black, .white]),
                                                   startPoint: .zero, endPoint: CGPoint(x: 50, y: 0), options: options))
            }.frame(width: 200, height: 40)
        }
        let repeated = try RenderedPair(canvasView(.repeat), size: canvas, name: "gradient-repeat")
        #expect(try SVGQuery(repeated.svg).values(of: "spreadMethod").contains("repeat"))
        // Past the end (x = 50 of the canvas at 10): the ramp starts again, dark.
        try repeated.expect(10 + 52, 30, "just past the end: dark again") { $0[0] < 40 }
        let mirrored = try RenderedPair(canvasView(.mirror), size: canvas, name: "gradient-mirror")
        #expect(try SVGQuery(mirrored.svg).values(of: "spreadMethod").contains("reflect"))
        try mirrored.expect(10 + 52, 30, "just past the end: still light") { $0[0] > 215 }
        let padded = try SVGRenderer(content: canvasView([]), size: canvas).svg()
        #expect(try SVGQuery(padded).values(of: "spreadMethod").isEmpty)
    }
}
