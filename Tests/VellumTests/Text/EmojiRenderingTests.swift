import Testing
import Foundation
import Vellum
import VellumViews

/// Emoji are drawn in colour from the bundled emoji font, as iOS draws them
/// from Apple Color Emoji: each glyph's bitmap once in `<defs>`, used where
/// it appears, whatever colour the text is.
@Suite("Emoji")
@MainActor struct EmojiRenderingTests {
    func svg<V: View>(_ view: V) throws -> String {
        try SVGRenderer(content: view, size: CGSize(width: 260, height: 80)).svg()
    }

    @Test("An emoji is an image in defs, used where it appears; the text around it stays outlines")
    func emojiIsAnImage() throws {
        let out = try svg(Text("Party 🎉 time 🎉").font(.title))
        let defined = out.components(separatedBy: "<image id=\"emoji-").count - 1
        let used = out.components(separatedBy: "href=\"#emoji-").count - 1
        #expect(defined == 1, "one bitmap for the glyph at its size")
        #expect(used == 2, "used twice")
        #expect(out.contains("href=\"data:image/png;base64,iVBORw0KGgo"))
        #expect(!out.contains("<text"))
    }

    @Test("Emoji take their advance: the text after one moves right")
    func emojiAdvance() throws {
        #expect(try svg(Text("A🎉B")) != svg(Text("AB")))
        #expect(try SVGRenderer(content: Text("🎉"), proposedSize: ProposedViewSize(width: nil, height: nil)).fittedSize().width > 20)
    }
}
