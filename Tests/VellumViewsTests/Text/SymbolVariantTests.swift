import Foundation
import Testing
import VellumCore
import VellumLayout
import VellumViews

@Suite("Symbol variants")
@MainActor struct SymbolVariantTests {
    @Test("symbolVariant(.fill) picks the filled symbol where the library has one")
    func fillVariant() throws {
        func layers(_ v: some View) throws -> Int {
            guard case .layers(let l, _)? = firstDrawing(try lower(v)) else { return -1 }
            return l.count
        }
        let outline = try lower(Image(systemName: "star"))
        let filled = try lower(Image(systemName: "star").symbolVariant(.fill))
        let direct = try lower(Image(systemName: "star.fill"))
        guard case .layers(let a, _)? = firstDrawing(filled), case .layers(let b, _)? = firstDrawing(direct),
              case .layers(let c, _)? = firstDrawing(outline) else { Issue.record("no symbol layers"); return }
        #expect(a.map(\.path) == b.map(\.path))
        #expect(a.map(\.path) != c.map(\.path))
        // A name without that variant keeps its own glyph.
        #expect(try layers(Image(systemName: "gear").symbolVariant(.fill)) > 0)
    }
}
