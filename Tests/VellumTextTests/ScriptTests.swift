import Foundation
import Testing
import VellumCore
import VellumGeometry
@testable import VellumText

/// Fallback fonts, complex scripts, right-to-left text, combining marks, emoji.
@Suite struct ScriptTests {
    @Test func chineseAndKoreanRenderWithOutlines() {
        let text = plain("你好世界 안녕하세요")
        let size = engine.measure(text, options: TextOptions(), width: nil).size
        let drawings = engine.draw(text, options: TextOptions(), in: size)
        #expect(drawings.map(\.text) == ["你好世界", "안녕하세요"])
        for d in drawings {
            let bounds = d.outline?.boundingRect ?? .null
            #expect(!bounds.isNull && bounds.width > 10 && bounds.height > 8, "\(d.text)")
        }
        // CJK characters are one em wide.
        #expect(close(drawings[0].width, 4 * 17))
    }

    @Test func chineseBreaksBetweenIdeographsButNotBeforeClosingPunctuation() {
        let lines = drawnLines(plain("你好世界，今天天气很好。"), width: 5 * 17 + 1)
        #expect(lines.count == 3)
        #expect(lines.joined() == "你好世界，今天天气很好。")
        #expect(lines.allSatisfy { !$0.hasPrefix("，") && !$0.hasPrefix("。") })
        #expect(lines[0] == "你好世界，")
    }

    @Test func koreanBreaksAtSpaces() {
        let lines = drawnLines(plain("안녕하세요 반갑습니다 여러분"), width: 7 * 17)
        #expect(lines == ["안녕하세요", "반갑습니다", "여러분"])
    }

    @Test func hebrewShapesRightToLeft() {
        let text = plain("שלום עולם")
        let size = engine.measure(text, options: TextOptions(), width: nil).size
        let drawings = engine.draw(text, options: TextOptions(), in: size)
        #expect(size.width > 50)
        // The first word is read first, so it sits on the right.
        #expect(drawings.map(\.text) == ["עולם", "שלום"])
        #expect(drawings.allSatisfy { ($0.outline?.elements.count ?? 0) > 10 })
        let first = drawings[1]
        // Offsets are per character in logical order: the first letter is rightmost.
        #expect(first.characterOffsets.count == 4)
        #expect(first.characterOffsets[0] > first.characterOffsets[3])
    }

    @Test func arabicJoinsInsideLeftToRightText() {
        let text = plain("Hello مرحبا world")
        let size = engine.measure(text, options: TextOptions(), width: nil).size
        let drawings = engine.draw(text, options: TextOptions(), in: size)
        #expect(drawings.map(\.text) == ["Hello", "مرحبا", "world"])
        #expect(drawings.allSatisfy { $0.outline != nil })
        // Joined (contextual) forms differ from the isolated letters laid side by side.
        let joined = engine.measure(plain("مرحبا"), options: TextOptions(), width: nil).size.width
        let isolated = "مرحبا".map { engine.measure(plain(String($0)), options: TextOptions(), width: nil).size.width }
        #expect(joined < isolated.reduce(0, +))
    }

    @Test func digitsStayLeftToRightInHebrew() {
        let drawings = engine.draw(plain("מחיר 123"), options: TextOptions(), in: CGSize(width: 300, height: 30))
        let number = drawings.first { $0.text == "123" }
        let word = drawings.first { $0.text == "מחיר" }
        #expect(number != nil && word != nil)
        #expect((number?.origin.x ?? 0) < (word?.origin.x ?? 0))
        let offsets = number?.characterOffsets ?? []
        #expect(offsets.count == 3 && offsets[0] < offsets[1] && offsets[1] < offsets[2])
    }

    @Test func combiningMarksComposeWithTheirBase() {
        let decomposed = engine.measure(plain("Cafe\u{301}"), options: TextOptions(), width: nil).size.width
        let precomposed = engine.measure(plain("Caf\u{E9}"), options: TextOptions(), width: nil).size.width
        #expect(decomposed == precomposed)
        let stacked = engine.draw(plain("a\u{308}\u{301}"), options: TextOptions(), in: CGSize(width: 40, height: 30))
        #expect(stacked.count == 1)
        #expect(stacked.first?.characterOffsets.count == 1)
        // The marks sit above the x-height: the outline reaches higher than a bare "a".
        let bare = engine.draw(plain("a"), options: TextOptions(), in: CGSize(width: 40, height: 30))
        #expect((stacked.first?.outline?.boundingRect.minY ?? 99) < (bare.first?.outline?.boundingRect.minY ?? 0) - 2)
    }

    @Test func emojiDrawInColourFromTheEmojiFont() throws {
        let text = plain("Hi 👍🏽 👨‍👩‍👧 🇫🇷")
        let size = engine.measure(text, options: TextOptions(), width: nil).size
        let drawings = engine.draw(text, options: TextOptions(), in: size)
        #expect(drawings.first?.text == "Hi")
        #expect(drawings.first?.images.isEmpty == true)
        let emoji = drawings.filter { $0.text.contains("👍🏽") || $0.text.contains("👨‍👩‍👧") || $0.text.contains("🇫🇷") }
        #expect(!emoji.isEmpty)
        // Each sequence (skin tone, family, flag) is one colour glyph, no outline.
        #expect(emoji.reduce(0) { $0 + $1.images.count } == 3)
        #expect(emoji.allSatisfy { $0.glyphs.isEmpty && $0.hasOutlines })
        for image in emoji.flatMap(\.images) {
            #expect(image.image.png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
            // About an em and a quarter square at 17 pt, resting on the baseline's descent.
            #expect(image.frame.width > 17 && image.frame.width < 24)
            #expect(image.frame.height > 15 && image.frame.height < 24)
        }
        // An emoji advances 1.245 em (Noto Color Emoji's 2550 units of 2048).
        let one = engine.measure(plain("👨‍👩‍👧"), options: TextOptions(), width: nil).size.width
        #expect(close(one, SwiftUITextMetrics.ceilToPixel(17 * 2550 / 2048, scale: 3)))
    }

    @Test func emojiPresentationChoosesTheEmojiFace() {
        func images(_ string: String) -> Int {
            let text = plain(string)
            let size = engine.measure(text, options: TextOptions(), width: nil).size
            return engine.draw(text, options: TextOptions(), in: size).reduce(0) { $0 + $1.images.count }
        }
        #expect(images("©") == 0, "text presentation by default: the text font's glyph")
        #expect(images("©\u{FE0F}") == 1, "asked for as an emoji")
        #expect(images("❤\u{FE0F}") == 1)
        #expect(images("😀") == 1, "emoji presentation by default")
        #expect(images("1\u{FE0F}\u{20E3}") == 1, "a keycap")
    }
}
