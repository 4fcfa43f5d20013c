import Foundation
import Testing
import VellumCore
import VellumGeometry
@testable import VellumText

/// Small capitals (`Font.smallCaps()` and its kin) are synthesised: a letter
/// drawn as a small capital is its capital scaled to the font's x-height, on
/// the same baseline, in a line as tall as the font's.
@Suite struct SmallCapitalsTests {
    func text(_ string: String, _ smallCaps: ResolvedFont.SmallCaps) -> StyledText {
        var font = ResolvedFont(size: 17)
        font.smallCaps = smallCaps
        return StyledText(string, font: font)
    }

    func inkBounds(_ text: StyledText) throws -> (rect: CGRect, baseline: CGFloat) {
        let drawings = engine.draw(text, options: TextOptions(), in: CGSize(width: 300, height: 21))
        let rects = drawings.compactMap { $0.outline?.boundingRect }
        let first = try #require(rects.first)
        return (rects.dropFirst().reduce(first) { $0.union($1) }, try #require(drawings.first).origin.y)
    }

    @Test func aLowercaseSmallCapitalIsACapitalAsTallAsTheXHeight() throws {
        let small = try inkBounds(text("x", .lowercase))
        let capital = try inkBounds(text("X", []))
        #expect(close(small.rect.height, 17 * SwiftUITextMetrics.xHeight, 0.15))
        #expect(close(small.rect.height / capital.rect.height, SwiftUITextMetrics.smallCapitalScale, 0.02))
        #expect(close(small.rect.maxY, small.baseline, 0.05), "on the baseline")
        #expect(close(small.baseline, capital.baseline))
    }

    @Test func lowercaseSmallCapsKeepCapitalsAndUppercaseSmallCapsKeepLowercase() throws {
        // "H" stays a full capital under lowercaseSmallCaps; "h" (with its ascender) shrinks under smallCaps.
        #expect(close(try inkBounds(text("Hh", .lowercase)).rect.height, 17 * SwiftUITextMetrics.capHeight, 0.15))
        #expect(close(try inkBounds(text("Hh", [.lowercase, .uppercase])).rect.height, 17 * SwiftUITextMetrics.xHeight, 0.15))
        // Under uppercaseSmallCaps the lowercase "h" keeps its ascender, taller than a small capital.
        let upper = try inkBounds(text("Hh", .uppercase)).rect.height
        let plainH = try inkBounds(text("h", [])).rect.height
        #expect(close(upper, plainH, 0.05))
        #expect(close(try inkBounds(text("H", .uppercase)).rect.height, 17 * SwiftUITextMetrics.xHeight, 0.15))
    }

    @Test func smallCapitalsAdvanceAsScaledCapitals() {
        let width = { (t: StyledText) in engine.measure(t, options: TextOptions(), width: nil).size.width }
        let capitals = width(text("SMALL CAPS", []))
        let small = width(text("small caps", .lowercase))
        // Tracking is the font size's, not scaled, so the ratio is near the scale, not on it.
        #expect(close(small, capitals * SwiftUITextMetrics.smallCapitalScale, capitals * 0.03))
    }

    @Test func theLineKeepsTheFontsHeight() {
        let measure = { (t: StyledText) in engine.measure(t, options: TextOptions(), width: nil).size.height }
        #expect(measure(text("all small", [.lowercase, .uppercase])) == measure(text("all small", [])))
    }

    @Test func lettersWithoutCaseAreUntouched() {
        let width = { (t: StyledText) in engine.measure(t, options: TextOptions(), width: nil).size.width }
        #expect(width(text("123 ?!", [.lowercase, .uppercase])) == width(text("123 ?!", [])))
    }
}
