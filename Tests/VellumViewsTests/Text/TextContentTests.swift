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

    @Test("Bare web and email addresses in a literal are links, as GitHub's autolinks; punctuation after them is not; verbatim text has none")
    func autolinks() throws {
        let tint = Paint.color(RGBAColor(0, 122, 255))
        let styled = try Text("Visit https://apple.com/swift. Mail jane@example.com, or (www.example.org/a) now").styledText(in: EnvironmentValues())
        try #require(styled.runs.map(\.string)
                     == ["Visit ", "https://apple.com/swift", ". Mail ", "jane@example.com", ", or (", "www.example.org/a", ") now"])
        #expect(styled.runs.map { $0.paint == tint } == [false, true, false, true, false, true, false])
        for plain in ["foo@bar", "http://", "a www. b", "x@y.", "mid-word:https://no"] {
            let t = try Text(LocalizedStringKey(plain)).styledText(in: EnvironmentValues())
            #expect(t.runs.allSatisfy { $0.paint != tint }, "\(plain)")
        }
        let verbatim = try Text(verbatim: "https://apple.com").styledText(in: EnvironmentValues())
        #expect(verbatim.runs.allSatisfy { $0.paint != tint })
        let attributed = try AttributedString(markdown: "Write to jane@example.com")
        #expect(attributed.runs.compactMap(\.link).map(\.absoluteString) == ["mailto:jane@example.com"])
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
