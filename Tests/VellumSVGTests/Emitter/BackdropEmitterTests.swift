import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumRender
@testable import VellumSVG
import VellumTestSupport

/// A backdrop is written as `<use>` copies of the drawings behind it, over the
/// document's background, blurred and clipped to its shape.
@Suite("SVGEmitter: backdrops")
struct BackdropEmitterTests {
    func rect(_ r: CGRect, _ c: RGBAColor) -> RenderNode { .path(RenderPath(path: Path(r), fill: PaintRef(.color(c)))) }

    func frost(_ r: CGRect, radius: CGFloat, saturation: Double = 1) -> RenderNode {
        .backdrop(RenderBackdrop(shape: RenderClip(path: Path(r), evenOdd: false), blur: BackdropBlur(radius: radius, saturation: saturation)))
    }

    func svg(_ nodes: [RenderNode]) throws -> SVGQuery {
        var e = SVGEmitter()
        return try SVGQuery(e.document(nodes, size: CGSize(width: 100, height: 50), background: .white))
    }

    @Test("The drawing behind gets an id; the backdrop uses it inside its clip, blurred, hidden from assistive technologies")
    func written() throws {
        var moved = RenderGroup(children: [frost(CGRect(x: 0, y: 0, width: 20, height: 10), radius: 4, saturation: 1.8)])
        moved.transform = CGAffineTransform(translationX: 30, y: 5)
        let svg = try svg([rect(CGRect(x: 0, y: 0, width: 60, height: 20), RGBAColor(255, 0, 0)), .group(moved)])
        // The red rectangle, wrapped in a group with the id.
        let source = try #require(svg.element(id: "b1"))
        #expect(source.name == "g")
        #expect(svg.within(id: "b1").has("rect", with: ["fill": "#FF0000"]))
        let use = try #require(svg.elements(named: "use").first)
        #expect(svg.elements(named: "use").count == 1)
        #expect(use.attributes["href"] == "#b1")
        #expect(use.attributes["transform"] == nil, "the red rectangle is in the document's coordinates already")
        let frosted = try #require(svg.elements(with: ["aria-hidden": "true"]).first)
        #expect(frosted.attributes["clip-path"] == "url(#c1)")
        // Inside the clip, the document's coordinates: the group's move undone, so the blur is upright.
        #expect(svg.has("g", with: ["transform": "translate(-30 -5)"]))
        // The white background over the whole canvas, blurred with the copies.
        #expect(svg.has("rect", exactly: ["width": "100", "height": "50", "fill": "#FFFFFF"]))
        #expect(svg.has("feGaussianBlur", with: ["stdDeviation": "4"]))
        // The canvas's edge kept: made opaque (divided by coverage) inside the canvas within the blur's reach
        // (the shape, at 30…50 × 5…15, grown by 3σ + 1 = 13 pt: 17…63 × −8…28, cut at the canvas's top: y ≥ 0).
        let opaque = try #require(svg.elements(named: "feColorMatrix").first { $0.attributes["x"] != nil })
        #expect([opaque.attributes["x"], opaque.attributes["y"], opaque.attributes["width"], opaque.attributes["height"]] == ["17", "0", "46", "28"])
        #expect(svg.elements(named: "feColorMatrix").count == 2, "the coverage division and the saturation")
    }

    @Test("A backdrop with nothing behind it writes nothing; a drawing no backdrop needs gets no id")
    func nothingBehind() throws {
        let svg = try svg([rect(CGRect(x: 80, y: 0, width: 10, height: 10), .black), frost(CGRect(x: 0, y: 0, width: 10, height: 10), radius: 2)])
        #expect(svg.elements(named: "use").isEmpty)
        #expect(svg.elements(named: "g").isEmpty)
        #expect(svg.elements(named: "filter").isEmpty)
    }
}
