import Testing
import Foundation
import Vellum
import VellumViews

/// Small capitals compile and draw the text; the letters keep their case,
/// as the README's list of differences says (Inter has no small capitals).
@Suite("Small capitals")
@MainActor struct SmallCapsTests {
    @Test("smallCaps, lowercaseSmallCaps and uppercaseSmallCaps draw the text in its own case")
    func accepted() throws {
        func svg<V: View>(_ view: V) throws -> String { try SVGRenderer(content: view, size: CGSize(width: 200, height: 40)).svg() }
        let plain = try svg(Text("Small Caps"))
        #expect(try svg(Text("Small Caps").font(.body.smallCaps())) == plain)
        #expect(try svg(Text("Small Caps").font(.body.lowercaseSmallCaps())) == plain)
        #expect(try svg(Text("Small Caps").font(.body.uppercaseSmallCaps())) == plain)
        #expect(plain.contains("aria-label=\"Small Caps\""))
    }
}
