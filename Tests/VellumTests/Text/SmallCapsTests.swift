import Testing
import Foundation
import Vellum
import VellumViews
import VellumTestSupport

/// Small capitals in the SVG: a capital and a small capital of the same letter
/// are two outlines, each defined once and used where it appears.
@Suite("Small capitals")
@MainActor struct SmallCapsTests {
    @Test("A capital and its small capital are separate glyph definitions")
    func capitalAndSmallCapitalAreDistinct() throws {
        let svg = try SVGRenderer(content: Text("HhH").font(.title.lowercaseSmallCaps()),
                                  size: CGSize(width: 200, height: 40)).svg()
        let document = try SVGQuery(svg)
        let uses = document.elements(named: "use").compactMap { $0.attributes["href"] }
        try #require(uses.count == 3)
        #expect(uses[0] == uses[2], "the two full capitals share their outline")
        #expect(uses[0] != uses[1], "the small capital has its own")
        let defined = Set(document.elements(named: "path").compactMap { $0.attributes["id"] })
        #expect(Set(uses.map { String($0.dropFirst()) }).isSubset(of: defined))
        #expect(document.labels == ["HhH"], "the accessible text keeps the letters' case")
    }
}
