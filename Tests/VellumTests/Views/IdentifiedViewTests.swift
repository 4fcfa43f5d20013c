import Foundation
import Testing
@testable import Vellum

/// `id(_:)` gives a view an identity and draws it unchanged.
@Suite struct IdentifiedViewTests {
    private let size = CGSize(width: 320, height: 240)

    @Test func idDrawsTheViewUnchanged() throws {
        let plain = try SVGRenderer(content: Text("Card").foregroundStyle(.red), size: size).svg()
        let identified = try SVGRenderer(content: Text("Card").foregroundStyle(.red).id(42).id("front"), size: size).svg()
        #expect(identified == plain)
        #expect(XMLDocumentSummary(plain).values(of: "fill", within: "Card") == ["#FF3B30"], "the text's glyphs are red")
    }
}
