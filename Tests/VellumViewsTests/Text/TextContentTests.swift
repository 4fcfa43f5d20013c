import Foundation
import Testing
import VellumCore
import VellumLayout
import VellumViews

@Suite("Text content: Markdown, case and format styles")
@MainActor struct TextContentTests {
    @Test("Inline Markdown in string literals is styled; verbatim text is not")
    func markdown() throws {
        let styled = try Text("Plain **bold** *it* `code` ~~gone~~ [link](https://x.y)").styledText(in: EnvironmentValues())
        try #require(styled.runs.map(\.string) == ["Plain ", "bold", " ", "it", " ", "code", " ", "gone", " ", "link"])
        #expect(styled.runs[1].font.weight == 600)
        #expect(styled.runs[3].font.italic)
        #expect(styled.runs[5].font.design == .monospaced)
        #expect(styled.runs[7].strikethrough)
        #expect(styled.runs[9].paint == .color(RGBAColor(0, 122, 255)))
        let verbatim = try Text(verbatim: "**not bold**").styledText(in: EnvironmentValues())
        #expect(verbatim.string == "**not bold**")
        let stray = try Text("5 * 3 = 15").styledText(in: EnvironmentValues())
        #expect(stray.string == "5 * 3 = 15")
    }

    @Test("textCase transforms the drawn characters")
    func textCase() throws {
        guard case .text(let t, _, _)? = firstDrawing(try lower(Text("Mixed").textCase(.uppercase))) else {
            Issue.record("no text"); return
        }
        #expect(t.string == "MIXED")
    }

    @Test("Text with a format style")
    func formatted() throws {
        let t = try Text(42, format: .number).styledText(in: EnvironmentValues())
        #expect(t.string == "42")
    }
}
