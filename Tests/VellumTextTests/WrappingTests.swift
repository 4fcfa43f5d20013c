import Foundation
import Testing
import VellumCore
import VellumGeometry
@testable import VellumText

/// Line breaking, line limits, truncation, alignment and spacing.
@Suite struct WrappingTests {
    let sentence = plain("The quick brown fox jumps over the lazy dog")

    @Test func idealSizeDoesNotWrap() {
        #expect(drawnLines(sentence, width: nil) == ["The quick brown fox jumps over the lazy dog"])
    }

    @Test func wrapsAtSpacesWithinTheWidth() {
        let width: CGFloat = 120
        let m = engine.measure(sentence, options: TextOptions(), width: width)
        let drawings = engine.draw(sentence, options: TextOptions(), in: m.size)
        let lines = linesOf(drawings)
        #expect(lines.count >= 3)
        #expect(lines.joined(separator: " ") == "The quick brown fox jumps over the lazy dog")
        for d in drawings { #expect(d.origin.x + d.width <= width + 0.001) }
        #expect(m.size.width <= width)
        #expect(close(m.size.height, SwiftUITextMetrics.ceilToPixel(CGFloat(lines.count) * 17 * 2444 / 2048, scale: 3)))
    }

    @Test func lineCountFollowsTheWidth() {
        let narrow = drawnLines(sentence, width: 100).count
        let wide = drawnLines(sentence, width: 250).count
        #expect(narrow > wide)
        #expect(wide == 2)
    }

    @Test func explicitNewlinesBreakLines() {
        #expect(drawnLines(plain("One\nTwo\r\nThree"), width: nil) == ["One", "Two", "Three"])
    }

    @Test func aWordWiderThanTheWidthBreaksBetweenCharacters() {
        let lines = drawnLines(plain("Supercalifragilistic"), width: 60)
        #expect(lines.count >= 3)
        #expect(lines.joined() == "Supercalifragilistic")
    }

    @Test func breaksAfterHyphens() {
        let lines = drawnLines(plain("state-of-the-art"), width: 70)
        #expect(lines.count > 1)
        #expect(lines.dropLast().allSatisfy { $0.hasSuffix("-") })
    }

    @Test func lineLimitCapsLinesAndTruncatesTheTail() {
        let options = TextOptions(lineLimit: 2)
        let lines = drawnLines(sentence, options: options, width: 120)
        #expect(lines.count == 2)
        #expect(lines[1].hasSuffix("…"))
        #expect(lines[0].hasPrefix("The quick"))
        let two = engine.measure(sentence, options: options, width: 120).size.height
        #expect(close(two, SwiftUITextMetrics.ceilToPixel(2 * 17 * 2444 / 2048, scale: 3)))
    }

    @Test func truncationModes() {
        let width: CGFloat = 150
        let tail = drawnLines(sentence, options: TextOptions(lineLimit: 1, truncation: .tail), width: width)
        let head = drawnLines(sentence, options: TextOptions(lineLimit: 1, truncation: .head), width: width)
        let middle = drawnLines(sentence, options: TextOptions(lineLimit: 1, truncation: .middle), width: width)
        #expect(tail.count == 1 && tail[0].hasPrefix("The quick") && tail[0].hasSuffix("…"))
        #expect(head.count == 1 && head[0].hasPrefix("…") && head[0].hasSuffix("lazy dog"))
        #expect(middle.count == 1 && middle[0].hasPrefix("The") && middle[0].hasSuffix("dog"))
        #expect(middle[0].contains("…") && !middle[0].hasSuffix("…"))
        for options in [TextOptions(lineLimit: 1, truncation: .tail), TextOptions(lineLimit: 1, truncation: .middle)] {
            let drawings = engine.draw(sentence, options: options, in: CGSize(width: width, height: 40))
            for d in drawings { #expect(d.origin.x + d.width <= width + 0.001) }
        }
    }

    @Test func lineLimitWithoutWidthCutsParagraphs() {
        let lines = drawnLines(plain("First\nSecond\nThird"), options: TextOptions(lineLimit: 2), width: nil)
        #expect(lines == ["First", "Second…"])
    }

    @Test func drawingInAShortFrameDropsLinesThatDoNotFit() {
        let size = CGSize(width: 120, height: 45)
        let lines = linesOf(engine.draw(sentence, options: TextOptions(), in: size))
        #expect(lines.count == 2)
        #expect(lines[1].hasSuffix("…"))
    }

    @Test func lineSpacingAddsBetweenLines() {
        let plainHeight = engine.measure(sentence, options: TextOptions(), width: 120).size.height
        let spaced = engine.measure(sentence, options: TextOptions(lineSpacing: 10), width: 120)
        let lineCount = drawnLines(sentence, width: 120).count
        #expect(close(spaced.size.height - plainHeight, CGFloat(lineCount - 1) * 10, 0.34))
        let drawings = engine.draw(sentence, options: TextOptions(lineSpacing: 10), in: spaced.size)
        let baselines = Set(drawings.map(\.origin.y)).sorted()
        #expect(close(baselines[1] - baselines[0], 17 * 2444 / 2048 + 10))
        #expect(close(spaced.lastBaseline, baselines.last ?? 0))
    }

    @Test func alignmentPlacesLines() {
        let text = plain("Wide line here\nShort")
        let size = engine.measure(text, options: TextOptions(), width: nil).size
        func shortLineX(_ alignment: TextAlignment) -> CGFloat {
            let drawings = engine.draw(text, options: TextOptions(alignment: alignment), in: size)
            return drawings.first { $0.text == "Short" }?.origin.x ?? -1
        }
        let shortWidth = engine.draw(text, options: TextOptions(), in: size).first { $0.text == "Short" }?.width ?? 0
        #expect(shortLineX(.leading) == 0)
        #expect(close(shortLineX(.center), (size.width - shortWidth) / 2))
        #expect(close(shortLineX(.trailing), size.width - shortWidth))
    }

    @Test func measuredIdealWidthKeepsOneLine() {
        for string in ["Hello, world!", "Settings", "A somewhat longer label with words"] {
            let text = plain(string)
            let ideal = engine.measure(text, options: TextOptions(), width: nil).size
            let atIdeal = engine.measure(text, options: TextOptions(), width: ideal.width)
            #expect(atIdeal.size == ideal)
            #expect(drawnLines(text, width: ideal.width).count == 1)
        }
    }
}
