import Testing
@testable import VellumExamples
import Foundation
import Vellum
import VellumTestSupport

/// ShapeStyles resolved in their environment before they are emitted.
@Suite("Rendering: shape styles")
struct StyleRenderingTests {
    let canvas = CGSize(width: 100, height: 60)
    func square<S: ShapeStyle>(_ style: S) -> some View { Rectangle().fill(style).frame(width: 40, height: 40) }

    @Test("Hierarchical styles: system label colours without a foreground style")
    func secondaryOnSystem() throws {
        let shot = try RenderedPair(square(.secondary), size: canvas, name: "secondary-system")
        #expect(try SVGQuery(shot.svg).has(nil, with: ["fill": "#3C3C43", "fill-opacity": "0.6"]))
        try shot.expect(50, 30, near: [138, 138, 142], tolerance: 3, "60,60,67 at 0.6 over white")
    }

    @Test("Hierarchical styles over a foreground style: the style at half opacity")
    func secondaryOnBlue() throws {
        let shot = try RenderedPair(square(.secondary).foregroundStyle(.blue), size: canvas, name: "secondary-blue")
        #expect(try SVGQuery(shot.svg).has(nil, with: ["fill": "#007AFF", "fill-opacity": "0.5"]))
        try shot.expect(50, 30, near: [128, 189, 255], tolerance: 3, "blue at half")
    }

    @Test(".foreground, .background and .tint resolve in the environment")
    func contextualStyles() throws {
        let fg = try SVGRenderer(content: square(.foreground).foregroundStyle(.pink), size: canvas).svg()
        #expect(try SVGQuery(fg).has("rect", exactly: ["x": "30", "y": "10", "width": "40", "height": "40", "fill": "#FF2D55"]))
        var dark = SVGRenderer(content: square(.background), size: canvas)
        dark.colorScheme = .dark
        let bg = try dark.svg()
        let shapes: [[String: String]] = [
            ["width": "100", "height": "60", "fill": "#000000"], ["x": "30", "y": "10", "width": "40", "height": "40", "fill": "#000000"],
        ]
        let background = try SVGQuery(bg)
        #expect(background.children(of: background.root).map(\.attributes) == shapes, "the dark background, then the square in it")
        let tint = try SVGRenderer(content: square(.tint), size: canvas).svg()
        #expect(try SVGQuery(tint).fills.contains("#007AFF"))
        let tinted = try SVGRenderer(content: square(.tint).tint(.green), size: canvas).svg()
        #expect(try SVGQuery(tinted).fills.contains("#34C759"))
    }

    @Test("Colours with opacity, and Display P3 written as sRGB")
    func colours() throws {
        let p3 = try SVGRenderer(content: square(Color(.displayP3, red: 1, green: 0, blue: 0)), size: canvas).svg()
        #expect(try SVGQuery(p3).fills.contains("#FF0000"))
        let grey = try SVGRenderer(content: square(Color(.displayP3, white: 0.6)), size: canvas).svg()
        #expect(try SVGQuery(grey).fills.contains("#999999"))
        let faded = try SVGRenderer(content: square(Color.red.opacity(0.25)), size: canvas).svg()
        #expect(try SVGQuery(faded).has(nil, with: ["fill": "#FF3B30", "fill-opacity": "0.25"]))
        let styleOpacity = try SVGRenderer(content: square(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5)), size: canvas).svg()
        #expect(try SVGQuery(styleOpacity).has(nil, with: ["fill": "url(#g1)", "fill-opacity": "0.5"]))
    }

    @Test("Custom ShapeStyle types resolve through resolve(in:), per colour scheme (the seed page's style)")
    func customStyle() throws {
        let light = try SVGRenderer(content: CustomShapeStyleSample(), size: CGSize(width: 120, height: 120)).svg()
        #expect(try SVGQuery(light).has(nil, with: ["fill": "#FF3B30", "style": "mix-blend-mode:lighten"]))
        var renderer = SVGRenderer(content: CustomShapeStyleSample(), size: CGSize(width: 120, height: 120))
        renderer.colorScheme = .dark
        let dark = try renderer.svg()
        #expect(try SVGQuery(dark).has(nil, with: ["fill": "#FF453A", "style": "mix-blend-mode:darken"]))
        let drawn = try SVGQuery(dark)
        let isolated = drawn.elements(named: "g", with: ["style": "isolation:isolate"])
        #expect(isolated.count == 1 && isolated.first?.attributes.count == 1)
        #expect(isolated.first.flatMap { drawn.children(of: $0).first }?.attributes == ["width": "120", "height": "120", "fill": "#000000"],
                "the background first inside the isolated group")
    }

    @Test("A custom style that changes colour with the scheme draws that colour")
    func customStylePixels() throws {
        let shot = try RenderedPair(square(SchemeStyle()), size: canvas, name: "custom-style")
        try shot.expect(50, 30, near: [52, 199, 89], tolerance: 3, "green in light mode")
    }

    @Test("Color.gradient on a background shape (the seed page's backgroundStyle)")
    func backgroundStyleGradient() throws {
        let svg = try SVGRenderer(content: SeedBackgroundStyle(), size: CGSize(width: 120, height: 120)).svg()
        #expect(try SVGQuery(svg).has("linearGradient", with: ["id": "g1", "gradientUnits": "userSpaceOnUse"]))
        let stops = try SVGQuery(svg).within(id: "g1").elements(named: "stop")
        #expect(stops.last?["stop-color"] == "#007AFF" && stops.last?["stop-opacity"] == nil, "\(stops)")
    }
}

/// A custom style: green in light mode, orange in dark mode.
struct SchemeStyle: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        environment.colorScheme == .light ? Color.green : Color.orange
    }
}
