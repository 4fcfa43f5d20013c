import Testing
import Foundation
import Vellum
import VellumTestSupport

/// Gradients placed as SwiftUI places them, drawn alike by Chromium and rsvg.
@Suite("Rendering: gradients")
struct GradientRenderingTests {
    let canvas = CGSize(width: 200, height: 120)

    @Test("Linear: unit points on the shape's bounds; top red, bottom blue")
    func linear() throws {
        let view = Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).frame(width: 100, height: 80)
        let shot = try RenderedPair(view, size: canvas, name: "linear")
        // The frame is centred: (50, 20)–(150, 100); the gradient runs along it in user space.
        #expect(try SVGQuery(shot.svg).has(nil, with: ["gradientUnits": "userSpaceOnUse", "x1": "100", "y1": "20", "x2": "100", "y2": "100"]))
        try shot.expect(100, 20.5, near: [255, 59, 48], "top of the gradient")
        try shot.expect(100, 99.5, near: [0, 122, 255], "bottom of the gradient")
        try shot.expect(100, 60, near: [167, 116, 166], tolerance: 6, "middle, interpolated in Oklab (sRGB would give 128,91,152)")
    }

    @Test("Radial: the first colour fills the start radius exactly, the last colour at the end radius")
    func radialStartRadius() throws {
        let view = Rectangle().fill(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 20, endRadius: 50)).frame(width: 120, height: 120)
        let shot = try RenderedPair(view, size: canvas, name: "radial")
        let svg = try SVGQuery(shot.svg)
        let gradient = try #require(svg.elements(named: "radialGradient").first)
        #expect(gradient.has(["cx": "100", "cy": "60", "r": "50"]))
        let stops = svg.children(of: gradient).map(\.attributes)
        let expected: [[String: String]] = [
            ["offset": "0", "stop-color": "#FFCC00"], ["offset": "0.4", "stop-color": "#FFCC00"], ["offset": "1", "stop-color": "#FF3B30"],
        ]
        #expect(stops.prefix(2) == expected.prefix(2) && stops.last == expected.last, "\(stops)")
        for (x, y) in [(100.0, 60.0), (118, 60), (100, 42), (113, 73)] {
            try shot.expect(CGFloat(x), CGFloat(y), near: [255, 204, 0], tolerance: 1, "inside the start radius")
        }
        try shot.expect(100 + 35, 60, near: [255, 141, 39], tolerance: 8, "halfway between the radii, in Oklab")
        try shot.expect(100 + 55, 60, near: [255, 59, 48], tolerance: 2, "beyond the end radius")
    }

    @Test("Radial at a corner (the seed page's wedge): centred on the top-leading corner")
    func radialWedge() throws {
        let view = Path { p in
            p.move(to: .zero); p.addLine(to: CGPoint(x: 50, y: 0))
            p.addArc(center: .zero, radius: 50, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        }.fill(.radial(Gradient(colors: [.yellow, .red]), center: .topLeading, startRadius: 15, endRadius: 80))
        let shot = try RenderedPair(view, size: CGSize(width: 60, height: 60), name: "radial-wedge")
        try shot.expect(5, 5, near: [255, 204, 0], tolerance: 2, "inside the start radius at the corner")
        try shot.expect(30, 30, "farther out is redder") { $0[1] < 170 && $0[0] > 240 }
    }

    @Test("Elliptical: the ellipse touches the bounds on all four sides")
    func elliptical() throws {
        let view = Rectangle().fill(EllipticalGradient(colors: [.yellow, .red])).frame(width: 160, height: 80)
        let shot = try RenderedPair(view, size: canvas, name: "elliptical")
        #expect(try SVGQuery(shot.svg).values(of: "gradientTransform").contains("matrix(1 0 0 0.5 0 30)"))
        try shot.expect(100, 60, near: [255, 204, 0], tolerance: 3, "centre")
        // Halfway to the side horizontally and vertically: the same colour.
        let h = try shot.pixels(140, 60), v = try shot.pixels(100, 40)
        for (a, b) in zip(h, v) { #expect(zip(a, b).allSatisfy { abs($0 - $1) <= 6 }, "\(a) vs \(b)") }
        try shot.expect(21, 60, near: [255, 62, 46], tolerance: 10, "left side: the end colour")
    }

    @Test("Angular: the colour turns with the angle, clockwise from trailing, the same in both renderers")
    func conic() throws {
        let view = Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center)).frame(width: 100, height: 100)
        let shot = try RenderedPair(view, size: canvas, name: "conic")
        #expect(try SVGQuery(shot.svg).values(of: "clip-path").contains("url(#c1)"))
        #expect(shot.svg.utf8.count < 40_000, "conic SVG is \(shot.svg.utf8.count) bytes")
        let c = CGPoint(x: 100, y: 60), r: CGFloat = 35
        try shot.expect(c.x + r, c.y + 2, near: [255, 62, 46], tolerance: 20, "0°: red")
        try shot.expect(c.x, c.y + r, near: [255, 204, 0], tolerance: 20, "90° (below): yellow")
        try shot.expect(c.x - r, c.y, near: [52, 199, 89], tolerance: 20, "180° (left): green")
        try shot.expect(c.x, c.y - r, near: [0, 122, 255], tolerance: 20, "270° (above): blue")
        try shot.expect(c.x + r * 0.7071, c.y + r * 0.7071, near: [255, 132, 24], tolerance: 20, "45°: halfway from red to yellow")
        try shot.expect(c.x + 52, c.y, near: [255, 255, 255], tolerance: 1, "outside the circle: background")
    }

    @Test("Color.gradient: vertical, lighter at the top, the colour at the bottom")
    func colorGradient() throws {
        let shot = try RenderedPair(Rectangle().fill(Color.blue.gradient).frame(width: 100, height: 100), size: canvas, name: "color-gradient")
        #expect(try SVGQuery(shot.svg).has(nil, with: ["x1": "100", "y1": "10", "x2": "100", "y2": "110"]))
        try shot.expect(100, 108.5, near: [0, 122, 255], tolerance: 4, "bottom: the colour")
        try shot.expect(100, 11, "top: lighter") { $0[0] > 30 && $0[1] > 135 && $0[2] > 250 }
    }

    @Test("Text with a gradient: the glyphs are filled, the gradient spans the text frame")
    func gradientText() throws {
        let view = Text("Gradient Text").font(.largeTitle)
            .foregroundStyle(.linearGradient(colors: [.yellow, .blue], startPoint: .top, endPoint: .bottom))
        let size = CGSize(width: 300, height: 80)
        let shot = try RenderedPair(view, size: size, name: "gradient-text", scale: 2)
        // The gradient spans the text's frame (41 pt tall, centred), not the glyphs or the canvas.
        #expect(try SVGQuery(shot.svg).has(nil, with: ["x1": "150.167", "y1": "19.667", "x2": "150.167", "y2": "60.333"]))
        let text = try SVGQuery(shot.svg).within(label: "Gradient Text")
        #expect(text.elements.first?.attributes == ["role": "img", "aria-label": "Gradient Text"])
        #expect(text.elements.dropFirst().first?.name == "path", "one outline painted with the gradient: \(text.elements)")
        #expect(try SVGQuery(shot.svg).elements(named: "text").isEmpty)
        // Ink in the upper part of the glyphs is yellower than in the lower part.
        func ink(_ y: CGFloat) throws -> [Int] {
            let points = stride(from: CGFloat(40), to: 260, by: 0.5).map { (x: Int($0 * 2), y: Int(y * 2)) }
            var best: [Int] = [255, 255, 255]
            for p in try SVGShot.pixels(shot.chromium, points) where p[0] + p[1] + p[2] < best[0] + best[1] + best[2] { best = p }
            return best
        }
        let upper = try ink(31), lower = try ink(50)
        #expect(upper[0] > lower[0] + 40 && lower[2] > upper[2] + 40, "upper \(upper), lower \(lower)")
    }
}
