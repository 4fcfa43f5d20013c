import Testing
import Foundation
import Vellum
import VellumTestSupport

/// clipShape with continuous corners, clipped, cornerRadius and mask.
@Suite("Rendering: clips and masks")
struct ClipMaskRenderingTests {
    let canvas = CGSize(width: 120, height: 120)

    @Test("Continuous corners: a point a circular corner would include is outside the squircle")
    func continuousCorner() throws {
        // The square fills the canvas; corner radius 36.
        let continuous = try RenderedPair(Color.blue.clipShape(RoundedRectangle(cornerRadius: 36, style: .continuous)),
                                          size: canvas, name: "clip-continuous", scale: 2)
        let circular = try RenderedPair(Color.blue.clipShape(RoundedRectangle(cornerRadius: 36, style: .circular)),
                                        size: canvas, name: "clip-circular", scale: 2)
        let outline = try SVGQuery(continuous.svg).within(id: "c1").elements(named: "path").first?["d"]
        #expect(outline?.hasPrefix("M120 60L120 64.968C120 80.814 120 88.737 117.303 97.266C") == true, "\(outline ?? "no clip path c1")")
        // At x = 0.75 pt the circular edge is at y ≈ 28.7, the continuous one at y ≈ 31.8 (facts §5).
        try circular.expect(0.75, 30.25, near: [0, 122, 255], tolerance: 40, "circular corner includes it")
        try continuous.expect(0.75, 30.25, near: [255, 255, 255], tolerance: 40, "continuous corner excludes it")
        // Both keep the middle of the edge and drop the very corner.
        for shot in [continuous, circular] {
            try shot.expect(0.5, 60, near: [0, 122, 255], tolerance: 4, "middle of the left edge")
            try shot.expect(4, 4, near: [255, 255, 255], tolerance: 1, "the corner")
        }
    }

    @Test("clipped cuts to the frame; cornerRadius rounds it")
    func clippedAndCornerRadius() throws {
        let clipped = try RenderedPair(Circle().fill(Color.red).frame(width: 160, height: 160).frame(width: 60, height: 60).clipped(),
                                       size: canvas, name: "clipped")
        #expect(try SVGQuery(clipped.svg).has(subtree: #"<clipPath id="c1"><path d="M30 30L90 30L90 90L30 90Z"/></clipPath>"#))
        try clipped.expect(31, 31, near: [255, 59, 48], tolerance: 4, "inside the frame")
        try clipped.expect(28, 60, near: [255, 255, 255], tolerance: 1, "the circle outside the frame is cut")
        let rounded = try RenderedPair(Color.red.frame(width: 60, height: 60).cornerRadius(20), size: canvas, name: "corner-radius")
        try rounded.expect(31, 31, near: [255, 255, 255], tolerance: 1, "the rounded-off corner")
        try rounded.expect(60, 31, near: [255, 59, 48], tolerance: 4, "the top edge's middle")
    }

    @Test("mask uses the mask's alpha: opaque inside the circle, half where the mask is half transparent")
    func mask() throws {
        let view = Color.red.frame(width: 100, height: 100).mask {
            VStack(spacing: 0) { Circle().fill(Color.black); Rectangle().fill(Color.black.opacity(0.5)) }
        }
        let shot = try RenderedPair(view, size: canvas, name: "mask")
        #expect(try SVGQuery(shot.svg).values(of: "mask-type").contains("alpha"))
        // The mask's content is white at its own alpha, so luminance masking gives the same.
        #expect(try SVGQuery(shot.svg).has(nil, with: ["fill": "#FFFFFF", "fill-opacity": "0.5"]))
        try shot.expect(60, 35, near: [255, 59, 48], tolerance: 4, "inside the circle")
        try shot.expect(12, 12, near: [255, 255, 255], tolerance: 1, "outside the circle, top corner")
        try shot.expect(60, 90, near: [255, 157, 151], tolerance: 6, "under the half-transparent rectangle")
    }

    @Test("Text as a mask: glyph definitions inside the mask cut the colour in both renderers")
    func textMask() throws {
        let view = Color.blue.frame(width: 120, height: 120).mask {
            Text("I").font(.system(size: 100, weight: .black))
        }
        let shot = try RenderedPair(view, size: canvas, name: "text-mask")
        let masks = try SVGQuery(shot.svg).within(named: "mask")
        #expect(masks.values(of: "href", on: "use").contains { $0.hasPrefix("#glyph-Inter-Black-") }, "the glyphs are used inside the mask")
        try shot.expect(60, 60, near: [0, 122, 255], tolerance: 6, "inside the I's stem")
        try shot.expect(10, 60, near: [255, 255, 255], tolerance: 1, "beside the letter")
    }
}
