import Testing
import Foundation
import Vellum
import VellumViews
import VellumTestSupport

/// Emoji are drawn in colour from the bundled emoji font, as iOS draws them
/// from Apple Color Emoji: each glyph's bitmap once in `<defs>`, used where
/// it appears, whatever colour the text is.
@Suite("Emoji")
@MainActor struct EmojiRenderingTests {
    func svg<V: View>(_ view: V) throws -> String {
        try SVGRenderer(content: view, size: CGSize(width: 260, height: 80)).svg()
    }

    @Test("An emoji is a PNG image in defs, used where it appears; the text around it stays outlines")
    func emojiIsAnImage() throws {
        let document = try SVGQuery(svg(Text("Party 🎉 time 🎉").font(.title)))
        let images = document.elements(named: "image")
        try #require(images.count == 1, "one bitmap for the glyph at its size")
        let image = images[0]
        #expect(document.parent(of: image)?.name == "defs")
        let id = try #require(image.attributes["id"])
        #expect(id.hasPrefix("emoji-"))
        let href = try #require(image.attributes["href"] ?? image.attributes["xlink:href"])
        let prefix = "data:image/png;base64,"
        try #require(href.hasPrefix(prefix))
        let png = try #require(Data(base64Encoded: String(href.dropFirst(prefix.count))))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG signature")
        let uses = document.elements(named: "use").compactMap { $0.attributes["href"] ?? $0.attributes["xlink:href"] }
        #expect(uses.filter { $0.hasPrefix("#emoji-") } == ["#\(id)", "#\(id)"], "used twice, once per emoji")
        #expect(uses.filter { $0.hasPrefix("#glyph-") }.count == 9, "the nine letters are outlines")
        #expect(document.elements(named: "text").isEmpty)
    }

    @Test("Emoji take their advance: the text after one moves right")
    func emojiAdvance() throws {
        func width(_ string: String) throws -> CGFloat {
            try SVGRenderer(content: Text(string), proposedSize: ProposedViewSize(width: nil, height: nil)).fittedSize().width
        }
        let emoji = try width("🎉")
        #expect(emoji > 20 && emoji < 25, "about 1.3 em at 17 pt, as Apple Color Emoji advances")
        #expect(abs(try width("A🎉B") - width("AB") - emoji) < 1)
    }
}
