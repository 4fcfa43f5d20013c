import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews

/// The styled text a lowered tree draws first.
private func styled(_ nodes: [LayoutNode]) -> StyledText? {
    for d in drawings(nodes) { if case .text(let s, _, _) = d { return s } }
    return nil
}

@Suite struct AttributedTextTests {
    @Test func dynamicMemberLookupSetsSwiftUIAttributes() {
        var s = AttributedString("Hi")
        s.font = .title
        s.foregroundColor = .red
        s.kern = 2
        #expect(s.font == .title)
        #expect(s.foregroundColor == .red)
        #expect(s.runs.first?.kern == 2)
        #expect(s.runs.count == 1)
    }

    @Test func eachRunIsDrawnWithItsAttributes() throws {
        var s = AttributedString("Hello, world")
        s.font = .title
        if let r = s.range(of: "world") {
            s[r].foregroundColor = .red
            s[r].underlineStyle = .single
            s[r].backgroundColor = .yellow
            s[r].baselineOffset = 3
        }
        let text = try #require(styled(try lower(Text(s))))
        #expect(text.runs.map(\.string) == ["Hello, ", "world"])
        #expect(text.runs[0].font.size == 28)
        #expect(text.runs[1].font.size == 28)
        #expect(text.runs[0].paint == nil, "the first run takes the view's foreground style")
        #expect(text.runs[1].paint == .color(try Color.red.resolved(in: EnvironmentValues())))
        #expect(text.runs[1].underline && !text.runs[0].underline)
        #expect(text.runs[1].background == .color(try Color.yellow.resolved(in: EnvironmentValues())))
        #expect(text.runs[1].baselineOffset == 3)
    }

    @Test func trackingKernStrikethroughAndLinks() throws {
        var s = AttributedString("ab")
        s.tracking = 1.5
        s.kern = 0.5
        s.strikethroughStyle = Text.LineStyle(pattern: .dash, color: .green)
        var link = AttributedString(" docs")
        link.link = URL(string: "https://example.com")
        let text = try #require(styled(try lower(Text(s + link).tint(.orange))))
        #expect(text.runs[0].tracking == 2)
        #expect(text.runs[0].strikethrough)
        #expect(text.runs[0].strikethroughPaint == .color(try Color.green.resolved(in: EnvironmentValues())))
        #expect(text.runs[1].paint == .color(try Color.orange.resolved(in: EnvironmentValues())), "a link is drawn in the tint")
    }

    @Test func concatenationKeepsEachPartsStyle() throws {
        let text = try #require(styled(try lower(Text("a").bold() + Text("b").foregroundColor(.red) + Text("c").font(.caption).baselineOffset(4))))
        #expect(text.runs.count == 3)
        #expect(text.runs[0].font.weight > 400)
        #expect(text.runs[1].font.weight == 400)
        #expect(text.runs[1].paint == .color(try Color.red.resolved(in: EnvironmentValues())))
        #expect(text.runs[2].font.size == 12)
        #expect(text.runs[2].baselineOffset == 4)
    }

    @Test func monospacedDigitAndDesign() throws {
        let digits = try #require(styled(try lower(Text("12").monospacedDigit())))
        #expect(digits.runs[0].font.monospacedDigit)
        let mono = try #require(styled(try lower(Text("12").fontDesign(.monospaced))))
        #expect(mono.runs[0].font.design == .monospaced)
        let view = try #require(styled(try lower(Text("12").monospacedDigit().baselineOffset(2))))
        #expect(view.runs[0].font.monospacedDigit)
    }

    @Test func aViewsBaselineOffsetReachesItsText() throws {
        let text = try #require(styled(try lower(VStack { Text("x") }.baselineOffset(5))))
        #expect(text.runs[0].baselineOffset == 5)
    }

    @Test func viewLevelDecorationsReachTheirText() throws {
        let text = try #require(styled(try lower(VStack { Text("x") }.underline(color: .red).strikethrough().tracking(2))))
        #expect(text.runs[0].underline && text.runs[0].strikethrough)
        #expect(text.runs[0].underlinePaint == .color(try Color.red.resolved(in: EnvironmentValues())))
        #expect(text.runs[0].strikethroughPaint == nil, "in the text's own colour")
        #expect(text.runs[0].tracking == 2)
        let own = try #require(styled(try lower(Text("x").tracking(1).tracking(5))))
        #expect(own.runs[0].tracking == 5)
    }

    @Test func markdownAttributedStringsAreStyled() throws {
        let s = try AttributedString(markdown: "Read the **terms** and [docs](https://example.com)")
        #expect(String(s.characters) == "Read the terms and docs")
        #expect(s.runs.compactMap(\.link).map(\.absoluteString) == ["https://example.com"])
        let text = try #require(styled(try lower(Text(s).font(.title))))
        #expect(text.runs.map(\.string) == ["Read the ", "terms", " and ", "docs"])
        #expect(text.runs[1].font.weight > text.runs[0].font.weight)
        #expect(text.runs[1].font.size == 28, "the environment's font still applies")
    }
}
