import Testing
import Foundation
import Vellum
import VellumTestSupport

/// Opacity, shadow, blend modes and transforms.
@Suite("Rendering: effects")
struct EffectRenderingTests {
    let canvas = CGSize(width: 200, height: 120)

    @Test("opacity on a group composites the group, then fades it")
    func groupOpacity() throws {
        let view = ZStack {
            Rectangle().fill(Color.red).frame(width: 60, height: 60).offset(x: -20)
            Rectangle().fill(Color.blue).frame(width: 60, height: 60).offset(x: 20)
        }.opacity(0.5)
        let shot = try RenderedPair(view, size: canvas, name: "opacity-group")
        #expect(try SVGQuery(shot.svg).has("g", exactly: ["opacity": "0.5"]))
        try shot.expect(65, 60, near: [255, 157, 151], tolerance: 4, "red alone at half")
        try shot.expect(100, 60, near: [128, 189, 255], tolerance: 4, "the overlap shows only blue at half")
    }

    @Test("opacity on one shape goes on its element")
    func leafOpacity() throws {
        let shot = try RenderedPair(Rectangle().fill(Color.red).frame(width: 60, height: 60).opacity(0.5), size: canvas, name: "opacity-leaf")
        #expect(try SVGQuery(shot.svg).has(nil, with: ["fill": "#FF3B30", "opacity": "0.5"]))
        #expect(try SVGQuery(shot.svg).elements(named: "g").isEmpty)
        try shot.expect(100, 60, near: [255, 157, 151], tolerance: 4, "half red")
    }

    @Test("shadow: a blurred, offset copy under the shape, never cut by the filter region")
    func shadow() throws {
        let view = Rectangle().fill(Color.white).frame(width: 80, height: 60).shadow(color: .black.opacity(0.5), radius: 8, x: 6, y: 6)
        let shot = try RenderedPair(view, size: canvas, name: "shadow")
        #expect(try SVGQuery(shot.svg).values(of: "filterUnits").contains("userSpaceOnUse"))
        #expect(try SVGQuery(shot.svg).values(of: "stdDeviation").contains("4"))
        try shot.expect(100, 60, near: [255, 255, 255], tolerance: 1, "the shape itself")
        try shot.expect(100, 92, "below the shape: shadow") { $0[0] < 215 && $0[0] == $0[2] }
        try shot.expect(100, 22, "above the shape: fainter") { $0[0] > 235 }
        // The shadow fades out inside the canvas: the region held all of it.
        let far = try shot.pixels(100, 92 + 14)
        #expect(far.allSatisfy { $0[0] > 240 }, "\(far)")
    }

    @Test("blendMode multiplies with what is below, inside an isolated group")
    func blend() throws {
        let view = ZStack {
            Circle().fill(Color.red).frame(width: 80, height: 80).offset(x: -20)
            Circle().fill(Color.blue).frame(width: 80, height: 80).offset(x: 20).blendMode(.multiply)
        }
        let shot = try RenderedPair(view, size: canvas, name: "blend")
        #expect(try SVGQuery(shot.svg).has("g", exactly: ["style": "isolation:isolate"]))
        #expect(try SVGQuery(shot.svg).values(of: "style").contains("mix-blend-mode:multiply"))
        // Multiply: red (255, 59, 48) × blue (0, 122, 255) / 255.
        try shot.expect(100, 60, near: [0, 28, 48], tolerance: 6, "the overlap")
        try shot.expect(135, 60, near: [0, 122, 255], tolerance: 4, "blue over white stays blue")
    }

    @Test("offset, rotationEffect and scaleEffect become transforms")
    func transforms() throws {
        let rotated = try RenderedPair(Rectangle().fill(Color.green).frame(width: 80, height: 20).rotationEffect(.degrees(90)),
                                       size: canvas, name: "rotation")
        #expect(try SVGQuery(rotated.svg).values(of: "transform").contains("matrix(0 1 -1 0 160 -40)"))
        try rotated.expect(100, 30, near: [52, 199, 89], tolerance: 4, "rotated: now tall")
        try rotated.expect(70, 60, near: [255, 255, 255], tolerance: 1, "rotated: no longer wide")
        let scaled = try RenderedPair(Rectangle().fill(Color.green).frame(width: 40, height: 20).scaleEffect(2), size: canvas, name: "scale")
        try scaled.expect(62, 60, near: [52, 199, 89], tolerance: 4, "scaled about the centre")
        let offset = try RenderedPair(Rectangle().fill(Color.green).frame(width: 40, height: 20).offset(x: 50, y: -30), size: canvas, name: "offset")
        try offset.expect(150, 30, near: [52, 199, 89], tolerance: 4, "moved")
        try offset.expect(100, 60, near: [255, 255, 255], tolerance: 1, "not at its layout position")
    }
}
