// Foundation on Linux has no `AttributedString(markdown:)`; SwiftUI code
// calls it to style text, so Vellum supplies the inline part of it.
import Foundation

extension AttributedString {
    /// Options for `AttributedString(markdown:options:baseURL:)`: accepted
    /// for source compatibility; every option reads inline Markdown.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Whether to read Apple's extended attribute syntax (accepted, not read).
        public var allowsExtendedAttributes: Bool
        /// The language of the text (accepted, not read).
        public var languageCode: String?
        /// Creates parsing options.
        public init(allowsExtendedAttributes: Bool = false, languageCode: String? = nil) {
            self.allowsExtendedAttributes = allowsExtendedAttributes; self.languageCode = languageCode
        }
    }

    /// Creates an attributed string from inline Markdown: `**bold**`,
    /// `*italic*`, code in backticks, `~~strikethrough~~` and `[links](url)` (a
    /// link's run gets its `link`). `Text` draws the styles in its font.
    ///
    /// ```swift
    /// Text(try AttributedString(markdown: "Read the **terms** first"))
    /// ```
    public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        var result = AttributedString()
        for (segment, url) in InlineMarkdown.segmentsWithLinks(markdown) {
            var piece = AttributedString(segment.string)
            let style = InlineStyle(bold: segment.bold, italic: segment.italic, code: segment.monospaced,
                                    strikethrough: segment.strikethrough, link: segment.isLink)
            if style != InlineStyle() { piece[InlineStyleAttribute.self] = style }
            if let url { piece.link = URL(string: url, relativeTo: baseURL) }
            result += piece
        }
        self = result
    }
}
