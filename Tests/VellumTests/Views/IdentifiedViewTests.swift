import Foundation
import Testing
@testable import Vellum
import VellumTestSupport

/// `id(_:)` gives a view an identity and draws it unchanged.
@Suite struct IdentifiedViewTests {
    private let size = CGSize(width: 320, height: 240)

    @Test func idDrawsTheViewUnchanged() throws {
        let plain = try SVGRenderer(content: Text("Card").foregroundStyle(.red), size: size).svg()
        let identified = try SVGRenderer(content: Text("Card").foregroundStyle(.red).id(42).id("front"), size: size).svg()
        #expect(identified == plain)
        #expect(try SVGQuery(plain).within(label: "Card").values(of: "fill") == ["#FF3B30"], "the text's glyphs are red")
    }
}
