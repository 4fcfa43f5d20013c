import Testing
@testable import VellumSymbols

/// The crossed-out forms SF Symbols has of the library's symbols.
@Suite struct SlashedSymbolTests {
    @Test func slashedFormsAreTheGlyphWithAStrokeOver() throws {
        let library = SymbolLibrary.standard
        for name in ["bell.slash", "bell.slash.fill", "mic.slash", "mic.slash.fill", "video.slash", "wifi.slash", "location.slash.fill"] {
            #expect(library.contains(name), "\(name)")
        }
        #expect(!library.contains("wifi.slash.fill"), "no wifi.fill to cross out")
        #expect(library.contains("eye.slash"), "the hand-drawn one stays")
        let bell = try #require(library.image(named: "bell", pointSize: 17))
        let slashed = try #require(library.image(named: "bell.slash", pointSize: 17))
        #expect(slashed.layers.count == bell.layers.count + 1)
    }
}
