import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumRender
@testable import VellumSVG
import VellumTestSupport

/// Golden structure, one feature each: small render trees and the elements they print, read back with SVGQuery
/// (attribute order and spelling aside; the root and the empty document are compared as text).
@Suite("SVGEmitter: golden markup")
struct SVGEmitterTests {
    let size = CGSize(width: 100, height: 50)

    func body(_ nodes: [RenderNode], background: RGBAColor? = nil) -> String {
        var e = SVGEmitter()
        let doc = e.document(nodes, size: size, background: background)
        return doc
    }

    func rect(_ r: CGRect, _ c: RGBAColor) -> RenderNode { .path(RenderPath(path: Path(r), fill: PaintRef(.color(c)))) }

    @Test("The root: sized in points with a matching viewBox, background first")
    func root() {
        let svg = body([], background: .black)
        #expect(svg == "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"50\" viewBox=\"0 0 100 50\"><rect width=\"100\" height=\"50\" fill=\"#000000\"/></svg>\n")
    }

    @Test("Rectangles drop x and y at 0; colours with alpha write fill-opacity")
    func rectAndOpacity() throws {
        let svg = try SVGQuery(body([rect(CGRect(x: 0, y: 0, width: 10, height: 10), RGBAColor(255, 0, 0, 0.5))]))
        #expect(svg.has("rect", exactly: ["width": "10", "height": "10", "fill": "#FF0000", "fill-opacity": "0.5"]))
    }

    @Test("Strokes: width, caps, joins, SwiftUI's miter limit 10, dashes and phase")
    func strokeStyle() throws {
        var p = RenderPath(path: Path(CGRect(x: 1, y: 1, width: 8, height: 8)), stroke: PaintRef(.color(.black)),
                           strokeStyle: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2], dashPhase: 1))
        var svg = try SVGQuery(body([.path(p)]))
        let box: Set = ["x", "y", "width", "height"]
        #expect(svg.has("rect", exactly: [
            "fill": "none", "stroke": "#000000", "stroke-width": "2", "stroke-linecap": "round", "stroke-miterlimit": "10",
            "stroke-dasharray": "4 2", "stroke-dashoffset": "1",
        ], ignoring: box))
        // Defaults that equal SVG's are never written.
        p.strokeStyle = StrokeStyle(lineWidth: 1, lineJoin: .miter, miterLimit: 4)
        svg = try SVGQuery(body([.path(p)]))
        #expect(svg.has("rect", exactly: ["fill": "none", "stroke": "#000000"], ignoring: box))
        p.strokeStyle = StrokeStyle(lineJoin: .bevel, dash: [0, 0])
        svg = try SVGQuery(body([.path(p)]))
        #expect(svg.has("rect", exactly: ["fill": "none", "stroke": "#000000", "stroke-linejoin": "bevel"], ignoring: box))
        // A negative dash entry would make SVG drop the whole array anyway: nothing is written.
        p.strokeStyle = StrokeStyle(dash: [3, -1])
        #expect(try SVGQuery(body([.path(p)])).values(of: "stroke-dasharray").isEmpty)
    }

    @Test("Linear gradients: user-space coordinates, one definition for two uses")
    func linearGradient() throws {
        let g = ResolvedGradient(stops: [.init(color: RGBAColor(255, 0, 0), location: 0), .init(color: RGBAColor(0, 0, 255, 0.5), location: 1)])
        let paint = PaintRef(.linear(g, start: CGPoint(x: 50, y: 10), end: CGPoint(x: 50, y: 40)))
        let a = RenderNode.path(RenderPath(path: Path(CGRect(x: 0, y: 10, width: 100, height: 30)), fill: paint))
        let svg = try SVGQuery(body([a, a]))
        #expect(try svg.has(subtree: """
            <defs><linearGradient id="g1" gradientUnits="userSpaceOnUse" x1="50" y1="10" x2="50" y2="40">\
            <stop offset="0" stop-color="#FF0000"/><stop offset="1" stop-color="#0000FF" stop-opacity="0.5"/>\
            </linearGradient></defs>
            """))
        #expect(svg.values(of: "fill") == ["url(#g1)", "url(#g1)"])
        #expect(svg.values(of: "id") == ["g1"], "one definition")
    }

    @Test("Radial gradients with a transform write it as gradientTransform")
    func radialGradient() throws {
        let g = ResolvedGradient(stops: [.init(color: .white, location: 0), .init(color: .black, location: 1)])
        let t = CGAffineTransform(a: 1, b: 0, c: 0, d: 0.5, tx: 0, ty: 12.5)
        let node = RenderNode.path(RenderPath(path: Path(CGRect(x: 0, y: 0, width: 50, height: 25)),
                                              fill: PaintRef(.radial(g, center: CGPoint(x: 25, y: 25), radius: 25, transform: t), opacity: 0.5)))
        let svg = try SVGQuery(body([node]))
        #expect(svg.has("radialGradient", exactly: [
            "id": "g1", "gradientUnits": "userSpaceOnUse", "cx": "25", "cy": "25", "r": "25", "gradientTransform": "matrix(1 0 0 0.5 0 12.5)",
        ]))
        #expect(svg.has("rect", with: ["fill": "url(#g1)", "fill-opacity": "0.5"]))
    }

    @Test("Image patterns: one tile in user space, the image placed inside it")
    func pattern() throws {
        let image = ImageData(bytes: Data([1, 2, 3]), format: .png, size: CGSize(width: 4, height: 4), name: "dots")
        let node = RenderNode.path(RenderPath(path: Path(CGRect(x: 10, y: 10, width: 40, height: 20)),
                                              fill: PaintRef(.pattern(image, tile: CGRect(x: 10, y: 10, width: 2, height: 4), image: CGRect(x: -2, y: 0, width: 4, height: 4)))))
        let svg = try SVGQuery(body([node]))
        #expect(try svg.has(subtree: """
            <pattern id="p1" patternUnits="userSpaceOnUse" x="10" y="10" width="2" height="4">\
            <image x="-2" width="4" height="4" preserveAspectRatio="none" href="data:image/png;base64,AQID"/></pattern>
            """))
    }

    @Test("Clips: a clipPath definition, shared by equal outlines, in document order")
    func clips() throws {
        var g1 = RenderGroup(children: [rect(CGRect(x: 0, y: 0, width: 50, height: 50), .black)])
        g1.clip = RenderClip(path: Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50)), evenOdd: false)
        var g2 = g1
        g2.clip = RenderClip(path: Path(CGRect(x: 5, y: 5, width: 10, height: 10)), evenOdd: true)
        let svg = try SVGQuery(body([.group(g1), .group(g2), .group(g1)]))
        let circle = svg.within(id: "c1").elements.map(\.description)
        #expect(circle.count == 2 && circle[0] == #"<clipPath id="c1">"# && circle[1].hasPrefix(#"<path d="M50 25C"#), "\(circle)")
        #expect(try svg.has(subtree: #"<clipPath id="c2"><path d="M5 5L15 5L15 15L5 15Z" clip-rule="evenodd"/></clipPath>"#))
        #expect(svg.values(of: "clip-path") == ["url(#c1)", "url(#c2)", "url(#c1)"])
    }

    @Test("Masks: white content (luminance equals alpha), alpha mask type, a region from the mask's bounds")
    func masks() throws {
        var g = RenderGroup(children: [rect(CGRect(x: 0, y: 0, width: 100, height: 50), RGBAColor(255, 0, 0))])
        g.mask = [rect(CGRect(x: 10, y: 10, width: 20, height: 20), RGBAColor(0, 0, 0, 0.5))]
        let svg = try SVGQuery(body([.group(g)]))
        #expect(try svg.has(subtree: """
            <mask id="m1" maskUnits="userSpaceOnUse" x="9" y="9" width="22" height="22" mask-type="alpha">\
            <rect x="10" y="10" width="20" height="20" fill="#FFFFFF" fill-opacity="0.5"/></mask>
            """))
        #expect(try svg.has(subtree: ##"<g mask="url(#m1)"><rect width="100" height="50" fill="#FF0000"/></g>"##))
    }

    @Test("Shadows: a filter in user space sized to the blurred, offset content")
    func shadow() throws {
        var g = RenderGroup(children: [rect(CGRect(x: 20, y: 10, width: 20, height: 20), .white)])
        g.shadow = RenderShadow(color: RGBAColor(0, 0, 0, 0.33), radius: 4, offset: CGSize(width: 0, height: 2))
        let svg = try SVGQuery(body([.group(g)]))
        #expect(try svg.has(subtree: """
            <filter id="f1" filterUnits="userSpaceOnUse" x="12" y="4" width="36" height="36" color-interpolation-filters="sRGB">\
            <feGaussianBlur in="SourceAlpha" stdDeviation="2" result="blur"/><feOffset in="blur" dy="2" result="moved"/>\
            <feFlood flood-color="#000000" flood-opacity="0.33"/><feComposite in2="moved" operator="in" result="shadow"/>\
            <feMerge><feMergeNode in="shadow"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
            """))
        #expect(svg.has("g", exactly: ["filter": "url(#f1)"]))
    }

    @Test("Blending: mix-blend-mode, with everything inside one isolated group")
    func blend() throws {
        var top = RenderPath(path: Path(CGRect(x: 10, y: 0, width: 10, height: 10)), fill: PaintRef(.color(.black)))
        top.blendMode = .multiply
        let svg = try SVGQuery(body([rect(CGRect(x: 0, y: 0, width: 15, height: 10), .white), .path(top)], background: .white))
        // One isolated group holds everything: the background first, the blended element last.
        let isolated = svg.children(of: svg.root)
        #expect(isolated.map(\.description) == [#"<g style="isolation:isolate">"#])
        let inside = isolated.first.map { svg.children(of: $0) } ?? []
        #expect(inside.first?.description == ##"<rect width="100" height="50" fill="#FFFFFF">"##)
        #expect(inside.last.map { $0["fill"] == "#000000" && $0["style"] == "mix-blend-mode:multiply" && $0.children.isEmpty } == true)
        #expect(try SVGQuery(body([rect(CGRect(x: 0, y: 0, width: 15, height: 10), .white)])).values(of: "style").isEmpty, "no isolation")
    }

    @Test("Group opacity: on the group for several children, on the element for one")
    func opacity() throws {
        var two = RenderGroup(children: [rect(CGRect(x: 0, y: 0, width: 10, height: 10), .black), rect(CGRect(x: 5, y: 0, width: 10, height: 10), .white)])
        two.opacity = 0.5
        var one = RenderGroup(children: [rect(CGRect(x: 0, y: 20, width: 10, height: 10), .black)])
        one.opacity = 0.25
        let svg = try SVGQuery(body([.group(two), .group(one)]))
        #expect(svg.within(named: "g").elements.map(\.description) == [
            #"<g opacity="0.5">"#, ##"<rect width="10" height="10" fill="#000000">"##, ##"<rect x="5" width="10" height="10" fill="#FFFFFF">"##,
        ])
        #expect(svg.has("rect", exactly: ["y": "20", "width": "10", "height": "10", "fill": "#000000", "opacity": "0.25"]))
    }

    @Test("Transforms: translate for a move, matrix with precise linear part otherwise")
    func transforms() throws {
        var moved = RenderGroup(children: [rect(CGRect(x: 0, y: 0, width: 10, height: 10), .black)])
        moved.transform = CGAffineTransform(translationX: 5, y: -2.5)
        var turned = moved
        turned.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let svg = try SVGQuery(body([.group(moved), .group(turned)]))
        #expect(svg.has("g", exactly: ["transform": "translate(5 -2.5)"]))
        #expect(svg.has("g", exactly: ["transform": "matrix(0.707107 0.707107 -0.707107 0.707107 0 0)"]))
    }

    @Test("Nothing to draw, nothing written: empty groups, paths without paint, empty text")
    func noEmptyElements() {
        var clipped = RenderGroup(children: [.group(RenderGroup(children: []))])
        clipped.clip = RenderClip(path: Path(CGRect(x: 0, y: 0, width: 5, height: 5)), evenOdd: false)
        let unpainted = RenderNode.path(RenderPath(path: Path(CGRect(x: 0, y: 0, width: 5, height: 5))))
        let text = RenderNode.text(RenderText(label: "x", runs: []))
        var offCanvas = RenderGroup(children: [rect(CGRect(x: 0, y: 0, width: 5, height: 5), .black)])
        offCanvas.clip = RenderClip(path: Path(CGRect(x: 50, y: 50, width: 5, height: 5)), evenOdd: false)
        let svg = body([.group(clipped), unpainted, text, .group(offCanvas)])
        #expect(svg == "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"50\" viewBox=\"0 0 100 50\"/>\n")
    }

    @Test("User strings stay text: labels cannot become elements or attributes")
    func hostileLabels() throws {
        let hostile = "\"/><script>alert(1)</script><g x=\"&"
        var g = RenderGroup(children: [rect(CGRect(x: 0, y: 0, width: 5, height: 5), .black)])
        g.label = hostile
        let image = ImageData(bytes: Data([0]), format: .png, size: CGSize(width: 1, height: 1), name: hostile)
        let text = body([.group(g), .image(RenderImage(image: image, rect: CGRect(x: 0, y: 0, width: 1, height: 1), interpolation: .none))])
        #expect(!text.contains("<script"), "the text appears nowhere, escaped or not")
        let svg = try SVGQuery(text)
        #expect(svg.elements(named: "script").isEmpty)
        #expect(svg.labels == [hostile, hostile], "the group's and the image's label, read back as written")
        #expect(svg.values(of: "image-rendering", on: "image") == ["pixelated"])
    }

    @Test("Non-finite geometry never prints nan or inf")
    func nonFinite() {
        var g = RenderGroup(children: [rect(CGRect(x: 0, y: 0, width: 5, height: 5), .black)])
        g.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: .infinity, tx: 1, ty: 1)
        g.opacity = 0.5
        let svg = body([.group(g)])
        #expect(!svg.lowercased().contains("nan") && !svg.lowercased().contains("inf"))
    }
}
