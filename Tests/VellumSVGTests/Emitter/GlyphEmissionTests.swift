import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumRender
@testable import VellumSVG

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
    func colourRun() {
        let out = svg([run(PaintRef(.color(.black))), run(PaintRef(.color(.black)))])
        #expect(out.components(separatedBy: "<path id=\"glyph-Inter-Regular-42-17\" d=\"").count == 2, "\(out)")
        #expect(out.components(separatedBy: "<path id=\"glyph-Inter-Regular-43-17-b-o\"").count == 2)
        #expect(out.components(separatedBy: "<use ").count - 1 == 6)
        #expect(out.contains("<use href=\"#glyph-Inter-Regular-42-17\" x=\"24.5\" y=\"30\"/>"))
        #expect(out.contains("<g fill=\"#000000\"><use"))
    }

    @Test("A gradient run stays one path, so the gradient spans the run")
    func gradientRun() {
        let g = ResolvedGradient(stops: [.init(color: .black, location: 0), .init(color: .white, location: 1)])
        let out = svg([run(PaintRef(.linear(g, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0))))])
        #expect(!out.contains("<use"))
        #expect(!out.contains("glyph-"))
        #expect(out.contains("fill=\"url(#g1)\""))
        #expect(out.components(separatedBy: "<path d=").count == 2)
    }

    @Test("Selectable-text output writes no glyphs at all")
    func selectableText() {
        var e = SVGEmitter(textOutput: .selectableText)
        let out = e.document([.text(RenderText(label: "aba", runs: [run(PaintRef(.color(.black)))]))],
                             size: CGSize(width: 100, height: 50), background: nil)
        #expect(!out.contains("<use") && !out.contains("<defs>"))
        #expect(out.contains(">aba</text>"))
    }
}
