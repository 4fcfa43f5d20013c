import Testing
import Foundation
import Vellum
import VellumTestSupport

@Suite struct TextAttributeRenderingTests {
    private func svg(_ view: some View, width: CGFloat = 300, height: CGFloat = 100) throws -> String {
        try SVGRenderer(content: view, size: CGSize(width: width, height: height)).svg()
    }

    @Test func attributedRunsAreDrawnInTheirColours() throws {
        var s = AttributedString("Plain red")
        if let r = s.range(of: "red") { s[r].foregroundColor = .red; s[r].backgroundColor = .yellow }
        let out = try svg(Text(s))
        #expect(try SVGQuery(out).fills.contains("#FF3B30"), "the red run")
        #expect(try SVGQuery(out).fills.contains("#FFCC00"), "the yellow background behind it")
    }

    @Test func anUnderlineIsDrawn() throws {
        let plain = try svg(Text("Under").foregroundColor(.blue))
        let under = try svg(Text("Under").underline(color: .green).foregroundColor(.blue))
        #expect(!plain.contains("#34C759"), "no green anywhere")
        #expect(try SVGQuery(under).fills.contains("#34C759"))
    }

    @Test func minimumScaleFactorShrinksTextToItsProposal() throws {
        let long = "A rather long headline that shrinks"
        let scaled = try svg(Text(long).font(.title).lineLimit(1).minimumScaleFactor(0.5).frame(width: 250))
        let truncated = try svg(Text(long).font(.title).lineLimit(1).frame(width: 250))
        let glyphs = try SVGQuery(truncated).values(of: "id", on: "path").filter { $0.hasPrefix("glyph-") }
        #expect(glyphs.contains { $0.hasSuffix("-28") }, "title glyphs at 28 pt")
        #expect(glyphs.contains("glyph-Inter-Regular-1406-28"), "without the factor it truncates with an ellipsis")
        #expect(!scaled.contains("-28\""), "with it the glyphs are smaller")
        #expect(!scaled.contains("glyph-Inter-Regular-1406"), "and nothing is cut")
    }

    @Test func redactedTextIsDrawnAsBarsNotGlyphs() throws {
        let out = try svg(Text("Secret words").redacted(reason: .placeholder))
        #expect(!out.contains("Secret words"))
        let outDrawn = try SVGQuery(out)
        #expect(outDrawn.values(of: "opacity").contains("0.16") || outDrawn.values(of: "fill-opacity").contains("0.16"), "\(out)")
    }
}
