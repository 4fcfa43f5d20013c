import Foundation
import Testing
import Vellum
import VellumTestSupport

/// `GraphicsContext.GradientOptions.linearColor`: stops interpolated in linear sRGB.
@Suite("Rendering: canvas gradient options")
struct CanvasGradientOptionsTests {
    func encoded(_ v: Double) -> Int {
        Int(((v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055) * 255).rounded())
    }

    @Test("linearColor: black to white is 50 % linear light (188) in the middle, not 128")
    func linearColorMidpoint() throws {
        func canvas(_ options: GraphicsContext.GradientOptions) -> some View {
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)),
                             with: .linearGradient(Gradient(colors: [Color(white: 0), Color(white: 1)]), startPoint: .zero,
                                                   endPoint: CGPoint(x: size.width, y: 0), options: options))
            }
        }
        let size = CGSize(width: 200, height: 40)
        let linear = try RenderedPair(canvas(.linearColor), size: size, name: "canvas-gradient-linear")
        for t in [0.25, 0.5, 0.75] {
            let v = encoded(t)
            try linear.expect(200 * t, 20, near: [v, v, v], tolerance: 3, "linear light \(t)")
        }
        let svg = try SVGRenderer(content: canvas([.linearColor, .mirror]), size: size).svg()
        #expect(try SVGQuery(svg).values(of: "spreadMethod").contains("reflect"), "options combine")
    }
}
