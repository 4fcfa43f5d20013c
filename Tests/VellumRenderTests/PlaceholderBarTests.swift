import Testing
@testable import VellumRender

/// Redaction bars as iOS draws them, thinner than the line box (real iOS 17 pictures, issue 31).
@Suite struct PlaceholderBarTests {
    @Test func barsAreAsTallAsMeasured() {
        #expect(Painter.placeholderBarHeight(fontSize: 28) == 18.5, "a title line")
        #expect(Painter.placeholderBarHeight(fontSize: 12) == 9.5, "a caption line")
    }
}
