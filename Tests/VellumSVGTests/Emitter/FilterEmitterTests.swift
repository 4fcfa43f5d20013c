import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumRender
@testable import VellumSVG
import VellumTestSupport

/// Filter chains as SVG: one `<filter>` per chain, sRGB interpolation, a
/// region the render tree sized, ids in document order.
@Suite("SVGEmitter: filters")
struct FilterEmitterTests {
    func svg(_ nodes: [RenderNode]) -> String {
        var e = SVGEmitter()
        return e.document(nodes, size: CGSize(width: 100, height: 100), background: nil)
    }

    /// The SVG of `nodes`, read back.
    func query(_ nodes: [RenderNode]) throws -> SVGQuery { try SVGQuery(svg(nodes)) }

    /// The primitives of the filter `id` of `out`: its children, each with its attributes.
    func primitives(_ out: SVGQuery, _ id: String = "f1") -> [[String: String]] {
        out.element(id: id).map { out.children(of: $0).map(\.attributes) } ?? []
    }

    func rect(_ r: CGRect, _ c: RGBAColor) -> RenderNode { .path(RenderPath(path: Path(r), fill: PaintRef(.color(c)))) }

    func group(_ filters: [RenderFilter], _ children: [RenderNode]? = nil) -> RenderNode {
        var g = RenderGroup(children: children ?? [rect(CGRect(x: 20, y: 20, width: 40, height: 40), RGBAColor(255, 0, 0))])
        g.filters = filters
        return .group(g)
    }

    @Test("A blur is one feGaussianBlur of σ = radius, in a region 3σ + 1 larger, interpolating in sRGB")
    func blur() throws {
        let out = try query([group([.blur(radius: 4, opaque: false)])])
        // 40-pt square at 20: reach 3·4 + 1 = 13 each side, then a point of margin.
        #expect(try out.has(subtree: """
            <filter id="f1" filterUnits="userSpaceOnUse" x="6" y="6" width="68" height="68" color-interpolation-filters="sRGB">\
            <feGaussianBlur in="SourceGraphic" stdDeviation="4" result="r1"/></filter>
            """))
        #expect(out.has("g", exactly: ["filter": "url(#f1)"]))
    }

    @Test("An opaque blur stays in the layer's bounds and sets alpha to 1 there")
    func opaqueBlur() throws {
        let out = try query([group([.blur(radius: 3, opaque: true)])])
        #expect(out.element(id: "f1")?.has(["x": "19", "y": "19", "width": "42", "height": "42"]) == true)
        let opaque: [String: String] = [
            "in": "r1b", "type": "matrix", "values": "1 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 0 1",
            "x": "20", "y": "20", "width": "40", "height": "40", "result": "r1",
        ]
        #expect(primitives(out).contains(opaque))
    }

    @Test("A colour matrix writes its 20 numbers; chains feed each result to the next")
    func chain() throws {
        let out = try query([group([.colorMatrix(.saturation(0)), .colorMatrix(.colorInvert)])])
        let expected: [[String: String]] = [
            ["in": "SourceGraphic", "type": "matrix", "values": "0.2126 0.7152 0.0722 0 0 0.2126 0.7152 0.0722 0 0 0.2126 0.7152 0.0722 0 0 0 0 0 1 0", "result": "r1"],
            ["in": "r1", "type": "matrix", "values": "-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0", "result": "r2"],
        ]
        #expect(primitives(out) == expected)
    }

    @Test("An inner shadow moves and blurs the alpha, floods what lies outside it, keeps it inside and draws it over")
    func innerShadow() throws {
        let out = try query([group([.shadow(color: RGBAColor(0, 0, 0, 0.5), radius: 4, offset: CGSize(width: 0, height: 2), inner: true)])])
        // Only the layer's own pixels are read (librsvg computes filters on the canvas only).
        let steps = primitives(out)
        let offset = steps.firstIndex(of: ["in": "SourceGraphic", "dy": "2", "result": "r1o"])
        #expect(offset.map { steps.indices.contains($0 + 1) && steps[$0 + 1] == ["in": "r1o", "stdDeviation": "2", "result": "r1b"] } == true,
                "the offset, then its blur: \(steps)")
        #expect(steps.contains(["in": "r1c", "in2": "r1b", "operator": "out", "result": "r1t"]))
        #expect(steps.contains(["in": "r1t", "in2": "SourceGraphic", "operator": "in", "result": "r1s"]))
        #expect(try out.within(id: "f1").has(subtree: #"<feMerge result="r1"><feMergeNode in="SourceGraphic"/><feMergeNode in="r1s"/></feMerge>"#))
        // Room outside the square for the inverted alpha to blur in from: 3σ + 1 + |offset|, and a point.
        #expect(out.element(id: "f1")?.has(["x": "12", "y": "10", "width": "56", "height": "60"]) == true)
    }

    @Test("A drop shadow is drawn under its source")
    func dropShadow() throws {
        let out = try query([group([.shadow(color: .black, radius: 2, offset: .zero, inner: false)])])
        #expect(primitives(out).contains(["in": "r1c", "in2": "SourceGraphic", "operator": "in", "result": "r1t"]))
        #expect(try out.within(id: "f1").has(subtree: #"<feMerge result="r1"><feMergeNode in="r1b"/><feMergeNode in="SourceGraphic"/></feMerge>"#))
    }

    @Test("Equal chains share a definition; ids follow the document")
    func shared() throws {
        let a = group([.blur(radius: 2, opaque: false)]), b = group([.colorMatrix(.brightness(0.2))])
        let out = try query([a, b, a])
        #expect(out.values(of: "id", on: "filter") == ["f1", "f2"])
        #expect(out.elements(named: "g").map(\.attributes) == [["filter": "url(#f1)"], ["filter": "url(#f2)"], ["filter": "url(#f1)"]])
    }

    @Test("A compositing group isolates blending inside it, and is plain without any")
    func isolation() throws {
        var blend = RenderPath(path: Path(CGRect(x: 0, y: 0, width: 10, height: 10)), fill: PaintRef(.color(.black)))
        blend.blendMode = .multiply
        var g = RenderGroup(children: [rect(CGRect(x: 0, y: 0, width: 20, height: 20), .white), .path(blend)])
        g.isolated = true
        #expect(try query([.group(g)]).has("g", exactly: ["style": "isolation:isolate"]))
        var plain = RenderGroup(children: [rect(CGRect(x: 0, y: 0, width: 20, height: 20), .white)])
        plain.isolated = true
        #expect(try query([.group(plain)]).elements(named: "g").isEmpty)
    }

    @Test("A group with both a shadow and filters: the chain outside, the shadow inside")
    func shadowAndChain() throws {
        var g = RenderGroup(children: [rect(CGRect(x: 20, y: 20, width: 40, height: 40), .white)])
        g.shadow = RenderShadow(color: .black, radius: 4, offset: .zero)
        g.filters = [.colorMatrix(.colorInvert)]
        let out = try query([.group(g)])
        let outer = out.elements(named: "g").first
        #expect(outer?.attributes == ["filter": "url(#f1)"])
        #expect(outer.map { out.children(of: $0).first?.description } == #"<g filter="url(#f2)">"#)
    }
}
