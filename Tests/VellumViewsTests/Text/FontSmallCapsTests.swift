import Testing
import VellumViews

/// `Font.smallCaps()`, `lowercaseSmallCaps()` and `uppercaseSmallCaps()` reach
/// the resolved font, whatever else the font says, and combine.
@Suite("Font small capitals")
struct FontSmallCapsTests {
    @Test func eachVariantSelectsItsLetters() {
        #expect(Font.body.resolved().smallCaps == [])
        #expect(Font.body.smallCaps().resolved().smallCaps == [.lowercase, .uppercase])
        #expect(Font.title.lowercaseSmallCaps().resolved().smallCaps == .lowercase)
        #expect(Font.system(size: 12).uppercaseSmallCaps().resolved().smallCaps == .uppercase)
        #expect(Font.body.lowercaseSmallCaps().uppercaseSmallCaps().resolved().smallCaps == [.lowercase, .uppercase])
        #expect(Font.custom("Inter", size: 20).bold().smallCaps().resolved().weight == 700)
    }

    @Test func theEnvironmentsFontCarriesThemToText() throws {
        let view = VStack { Text("Small Caps") }.font(.body.lowercaseSmallCaps())
        guard case .text(let styled, _, _)? = firstDrawing(try lower(view)) else {
            Issue.record("no text drawn"); return
        }
        #expect(styled.runs.map(\.font.smallCaps) == [.lowercase])
    }
}
