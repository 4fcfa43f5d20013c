import Foundation
import Testing
import Vellum
import VellumTestSupport
import VellumViewsTestSupport
@testable import VellumExamples

/// Strokes centred on the outline, strokeBorder and border inside the bounds, stroke styles and trim.
@Suite("Rendering: strokes and borders")
struct StrokeRenderingTests {
    let canvas = CGSize(width: 200, height: 120)

    @Test("stroke is centred on the outline: half outside, half inside the frame")
    func centred() throws {
        // Frame (50, 30)–(150, 90).
        let shot = try RenderedPair(Rectangle().stroke(Color.red, lineWidth: 10).frame(width: 100, height: 60), size: canvas, name: "stroke-centred")
        #expect(try SVGQuery(shot.svg).has("rect", exactly: ["x": "50", "y": "30", "width": "100", "height": "60", "fill": "none", "stroke": "#FF3B30", "stroke-width": "10", "stroke-miterlimit": "10"]))
        try shot.expect(46, 60, near: [255, 59, 48], tolerance: 4, "4 pt outside the frame")
        try shot.expect(54, 60, near: [255, 59, 48], tolerance: 4, "4 pt inside the frame")
        try shot.expect(44, 60, near: [255, 255, 255], tolerance: 1, "6 pt outside")
        try shot.expect(56, 60, near: [255, 255, 255], tolerance: 1, "6 pt inside")
    }

    @Test("strokeBorder stays inside the bounds: the outline is inset by half the width")
    func strokeBorder() throws {
        let shot = try RenderedPair(Rectangle().strokeBorder(Color.red, lineWidth: 10).frame(width: 100, height: 60), size: canvas, name: "stroke-border")
        #expect(try SVGQuery(shot.svg).has("rect", with: ["x": "55", "y": "35", "width": "90", "height": "50"]))
        try shot.expect(49, 60, near: [255, 255, 255], tolerance: 1, "just outside the frame")
        try shot.expect(50.5, 60, near: [255, 59, 48], tolerance: 4, "the frame's outermost column")
        try shot.expect(59, 60, near: [255, 59, 48], tolerance: 4, "9 pt inside")
        try shot.expect(61, 60, near: [255, 255, 255], tolerance: 1, "11 pt inside")
    }

    @Test("The seed page's borders: inside the text's frame, and 4 pt farther out with padding(4)")
    func seedBorders() throws {
        let insideLayout = try DeviceLayout.layout(SeedBorderInside())
        let text = try #require(DeviceLayout.frames(insideLayout, named: "Text").first)
        let inside = try RenderedPair(svg: try SVGRenderer(content: SeedBorderInside(), device: .iPhone15Pro).svg(), name: "border-inside", scale: 2,
                                      maxFraction: 0.01)
        // The border rectangle is the text frame inset by half the width.
        let rect = ["x": fmt(text.minX + 2), "y": fmt(text.minY + 2)]
        #expect(try SVGQuery(inside.svg).has("rect", with: rect), "expected a rect at \(rect)")
        // Sampled a point in from the edges: the text frame sits on a third of a point, between pixels at 2x.
        try inside.expect(text.minX + 1, text.midY, near: [175, 82, 222], tolerance: 6, "the text frame's outermost point is purple")
        try inside.expect(text.midX, text.maxY - 1, near: [175, 82, 222], tolerance: 6, "the text frame's last point is purple")
        try inside.expect(text.minX - 0.5, text.midY, near: [255, 255, 255], tolerance: 1, "outside the text frame: background")

        let outsideLayout = try DeviceLayout.layout(SeedBorderOutside())
        let text2 = try #require(DeviceLayout.frames(outsideLayout, named: "Text").first)
        let outside = try RenderedPair(svg: try SVGRenderer(content: SeedBorderOutside(), device: .iPhone15Pro).svg(), name: "border-outside", scale: 2,
                                       maxFraction: 0.01)
        let rect2 = ["x": fmt(text2.minX - 4 + 2), "y": fmt(text2.minY - 4 + 2)]
        #expect(try SVGQuery(outside.svg).has("rect", with: rect2), "expected a rect at \(rect2)")
        // The border fills the padding: it lies just outside the text's frame, not over it.
        try outside.expect(text2.minX - 1, text2.midY, near: [175, 82, 222], tolerance: 6, "just outside the text: purple")
        try outside.expect(text2.minX - 3.5, text2.midY, near: [175, 82, 222], tolerance: 6, "4 pt outside the text: still purple")
        try outside.expect(text2.minX - 4.5, text2.midY, near: [255, 255, 255], tolerance: 1, "beyond the padding: background")
        try outside.expect(text2.minX + 0.75, text2.minY + 0.75, near: [255, 255, 255], tolerance: 1, "the text frame's corner: not bordered")
        // The two borders differ by exactly the padding: the outer edge is 4 pt farther out.
    }

    func fmt(_ v: CGFloat) -> String {
        var s = String(format: "%.3f", Double(v))
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    @Test("Dashes with phase, round caps and joins")
    func dashes() throws {
        let style = StrokeStyle(lineWidth: 4, lineCap: .butt, dash: [10, 10], dashPhase: 5)
        let view = Path { p in p.move(to: CGPoint(x: 0, y: 10)); p.addLine(to: CGPoint(x: 100, y: 10)) }.stroke(Color.blue, style: style)
        let shot = try RenderedPair(view, size: CGSize(width: 100, height: 20), name: "dashes")
        #expect(try SVGQuery(shot.svg).has(nil, with: ["stroke-width": "4", "stroke-miterlimit": "10", "stroke-dasharray": "10 10", "stroke-dashoffset": "5"]))
        // Phase 5: painted 0–5, gap 5–15, painted 15–25, …
        try shot.expect(2, 10, near: [0, 122, 255], tolerance: 4, "first half dash")
        try shot.expect(10, 10, near: [255, 255, 255], tolerance: 1, "gap")
        try shot.expect(20, 10, near: [0, 122, 255], tolerance: 4, "dash")
        try shot.expect(30, 10, near: [255, 255, 255], tolerance: 1, "gap")
    }

    @Test("Miter joins up to SwiftUI's limit of 10, where SVG's default 4 would bevel")
    func miterLimit() throws {
        // A 20° spike: miter ratio 1/sin(10°) = 5.76, so the tip reaches 5.76 × 5 = 28.8 pt past the vertex.
        let view = Path { p in
            p.move(to: CGPoint(x: 10, y: 40)); p.addLine(to: CGPoint(x: 100, y: 40 - 90 * tan(Double.pi / 18)))
            p.addLine(to: CGPoint(x: 10, y: 40 - 2 * 90 * tan(Double.pi / 18)))
        }.stroke(Color.black, lineWidth: 10)
        let shot = try RenderedPair(view, size: CGSize(width: 140, height: 50), name: "miter")
        let tipY = 40 - 90 * tan(Double.pi / 18)
        try shot.expect(100 + 20, CGFloat(tipY), near: [0, 0, 0], tolerance: 10, "20 pt past the vertex: mitered")
        try shot.expect(100 + 32, CGFloat(tipY), near: [255, 255, 255], tolerance: 1, "beyond the miter tip")
    }

    @Test("trim draws part of the outline, from the trailing point clockwise")
    func trim() throws {
        // Circle in (60, 20)–(140, 100): the path starts at the right and runs clockwise (y down).
        let view = Circle().trim(from: 0, to: 0.5).stroke(Color.red, lineWidth: 8).frame(width: 80, height: 80)
        let shot = try RenderedPair(view, size: canvas, name: "trim")
        try shot.expect(100, 100, near: [255, 59, 48], tolerance: 6, "bottom (a quarter along): drawn")
        try shot.expect(100, 20, near: [255, 255, 255], tolerance: 1, "top (three quarters along): not drawn")
        try shot.expect(60.5, 63, near: [255, 59, 48], tolerance: 6, "left end (half along): drawn")
    }
}
