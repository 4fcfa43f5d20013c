import Testing
@testable import VellumExamples
import Foundation
import Vellum

/// ShapeStyles resolved in their environment before they are emitted.
@Suite("Rendering: shape styles")
struct StyleRenderingTests {
    let canvas = CGSize(width: 100, height: 60)
    func square<S: ShapeStyle>(_ style: S) -> some View { Rectangle().fill(style).frame(width: 40, height: 40) }

    @Test("Hierarchical styles: system label colours without a foreground style")
    func secondaryOnSystem() throws {
        let shot = try RenderedPair(square(.secondary), size: canvas, name: "secondary-system")
        #expect(shot.svg.contains("fill=\"#3C3C43\" fill-opacity=\"0.6\""))
        try shot.expect(50, 30, near: [138, 138, 142], tolerance: 3, "60,60,67 at 0.6 over white")
    }

    @Test("Hierarchical styles over a foreground style: the style at half opacity")
    func secondaryOnBlue() throws {
        let shot = try RenderedPair(square(.secondary).foregroundStyle(.blue), size: canvas, name: "secondary-blue")
        #expect(shot.svg.contains("fill=\"#007AFF\" fill-opacity=\"0.5\""))
        try shot.expect(50, 30, near: [128, 189, 255], tolerance: 3, "blue at half")
    }

    @Test(".foreground, .background and .tint resolve in the environment")
    func contextualStyles() throws {
        let fg = try SVGRenderer(content: square(.foreground).foregroundStyle(.pink), size: canvas).svg()
        #expect(fg.contains("<rect x=\"30\" y=\"10\" width=\"40\" height=\"40\" fill=\"#FF2D55\"/>"))
        var dark = SVGRenderer(content: square(.background), size: canvas)
        dark.colorScheme = .dark
        let bg = try dark.svg()
        #expect(bg.contains("<rect width=\"100\" height=\"60\" fill=\"#000000\"/><rect x=\"30\" y=\"10\" width=\"40\" height=\"40\" fill=\"#000000\"/>"))
        let tint = try SVGRenderer(content: square(.tint), size: canvas).svg()
        #expect(tint.contains("fill=\"#007AFF\""))
        let tinted = try SVGRenderer(content: square(.tint).tint(.green), size: canvas).svg()
        #expect(tinted.contains("fill=\"#34C759\""))
    }

    @Test("Colours with opacity, and Display P3 written as sRGB")
    func colours() throws {
        let p3 = try SVGRenderer(content: square(Color(.displayP3, red: 1, green: 0, blue: 0)), size: canvas).svg()
        #expect(p3.contains("fill=\"#FF0000\""))
        let grey = try SVGRenderer(content: square(Color(.displayP3, white: 0.6)), size: canvas).svg()
        #expect(grey.contains("fill=\"#999999\""))
        let faded = try SVGRenderer(content: square(Color.red.opacity(0.25)), size: canvas).svg()
        #expect(faded.contains("fill=\"#FF3B30\" fill-opacity=\"0.25\""))
        let styleOpacity = try SVGRenderer(content: square(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5)), size: canvas).svg()
        #expect(styleOpacity.contains("fill=\"url(#g1)\" fill-opacity=\"0.5\""))
    }

    @Test("Custom ShapeStyle types resolve through resolve(in:), per colour scheme (the seed page's style)")
    func customStyle() throws {
        let light = try SVGRenderer(content: CustomShapeStyleSample(), size: CGSize(width: 120, height: 120)).svg()
        #expect(light.contains("fill=\"#FF3B30\" style=\"mix-blend-mode:lighten\""))
        var renderer = SVGRenderer(content: CustomShapeStyleSample(), size: CGSize(width: 120, height: 120))
        renderer.colorScheme = .dark
        let dark = try renderer.svg()
        #expect(dark.contains("fill=\"#FF453A\" style=\"mix-blend-mode:darken\""))
        #expect(dark.contains("<g style=\"isolation:isolate\"><rect width=\"120\" height=\"120\" fill=\"#000000\"/>"))
    }

    @Test("A custom style that changes colour with the scheme draws that colour")
    func customStylePixels() throws {
        let shot = try RenderedPair(square(SchemeStyle()), size: canvas, name: "custom-style")
        try shot.expect(50, 30, near: [52, 199, 89], tolerance: 3, "green in light mode")
    }

    @Test("Color.gradient on a background shape (the seed page's backgroundStyle)")
    func backgroundStyleGradient() throws {
        let svg = try SVGRenderer(content: SeedBackgroundStyle(), size: CGSize(width: 120, height: 120)).svg()
        #expect(svg.contains("<linearGradient id=\"g1\" gradientUnits=\"userSpaceOnUse\""))
        #expect(svg.contains("stop-color=\"#007AFF\"/></linearGradient>"))
    }
}

/// A custom style: green in light mode, orange in dark mode.
struct SchemeStyle: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        environment.colorScheme == .light ? Color.green : Color.orange
    }
}
