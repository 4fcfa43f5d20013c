import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumRender
@testable import VellumSVG
import VellumTestSupport

/// Text in outline output: glyph outlines written once, referred to per occurrence.
@Suite("SVGEmitter: glyph outlines")
struct GlyphEmissionTests {
    let a = GlyphShape(face: "Inter-Regular", glyph: 42, size: 17, emboldened: false, oblique: false,
                       path: Path(CGRect(x: 0, y: -10, width: 6, height: 10)))
    let b = GlyphShape(face: "Inter-Regular", glyph: 43, size: 17, emboldened: true, oblique: true,
                       path: Path(CGRect(x: 1, y: -8, width: 4, height: 8)))

    func run(_ paint: PaintRef) -> RenderText.Run {
        let glyphs = [PositionedGlyph(shape: a, origin: CGPoint(x: 10, y: 30)),
                      PositionedGlyph(shape: b, origin: CGPoint(x: 17, y: 30)),
                      PositionedGlyph(shape: a, origin: CGPoint(x: 24.5, y: 30))]
        return RenderText.Run(text: "aba", font: ResolvedFont(size: 17), origin: CGPoint(x: 10, y: 30),
                              characterOffsets: [0, 7, 14.5], glyphs: glyphs, hasOutlines: true, paint: paint)
    }

    func svg(_ runs: [RenderText.Run]) -> String {
        var e = SVGEmitter()
        return e.document([.text(RenderText(label: "aba", runs: runs))], size: CGSize(width: 100, height: 50), background: nil)
    }

    @Test("A colour run: each glyph's outline once in defs, one use per occurrence, in the run's fill")
    func colourRun() throws {
        let out = try SVGQuery(svg([run(PaintRef(.color(.black))), run(PaintRef(.color(.black)))]))
        let outlines = out.within(named: "defs").elements(named: "path")
        #expect(outlines.filter { $0["id"] == "glyph-Inter-Regular-42-17" && $0["d"] != nil }.count == 1, "\(outlines)")
        #expect(outlines.filter { $0["id"] == "glyph-Inter-Regular-43-17-b-o" }.count == 1)
        #expect(out.count(of: "use") == 6)
        #expect(out.has("use", exactly: ["href": "#glyph-Inter-Regular-42-17", "x": "24.5", "y": "30"]))
        let painted = out.elements(named: "g").filter { $0.attributes == ["fill": "#000000"] }
        #expect(!painted.isEmpty && painted.allSatisfy { out.children(of: $0).first?.name == "use" }, "the uses inside a group in the run's fill")
    }

    @Test("A gradient run stays one path, so the gradient spans the run")
    func gradientRun() throws {
        let g = ResolvedGradient(stops: [.init(color: .black, location: 0), .init(color: .white, location: 1)])
        let text = svg([run(PaintRef(.linear(g, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0))))])
        let out = try SVGQuery(text)
        #expect(out.count(of: "use") == 0)
        #expect(!text.contains("glyph-"), "no glyph definition or reference anywhere")
        #expect(out.elements(named: "path").map(\.attributes).map { $0.filter { $0.key != "d" } } == [["fill": "url(#g1)"]],
                "one path, painted with the gradient")
    }

    @Test("Selectable-text output writes no glyphs at all")
    func selectableText() throws {
        var e = SVGEmitter(textOutput: .selectableText)
        let out = e.document([.text(RenderText(label: "aba", runs: [run(PaintRef(.color(.black)))]))],
                             size: CGSize(width: 100, height: 50), background: nil)
        let drawn = try SVGQuery(out)
        #expect(drawn.count(of: "use") == 0 && drawn.count(of: "defs") == 0)
        #expect(drawn.texts(of: "text").contains("aba"))
    }
}
