import VellumGeometry

/// One attribute of an XML start tag, as written in the file.
package struct XMLAttribute: Hashable, Sendable {
    /// The qualified name, e.g. `xlink:href`.
    package var name: String
    /// The value as written between the quotes: entity and character references not expanded.
    package var rawValue: String
    /// The quote character used, `"` or `'`.
    package var quote: Character

    /// Creates an attribute.
    package init(name: String, rawValue: String, quote: Character = "\"") {
        self.name = name; self.rawValue = rawValue; self.quote = quote
    }

    /// The name without its namespace prefix, lowercased: `xlink:href` → `href`.
    package var localName: String { XMLName.local(name) }

    /// The value with character and predefined entity references expanded.
    package var value: String { XMLReferences.expand(rawValue) }

    /// The attribute as markup, e.g. `width="10"`, exactly as it was written.
    package var markup: String { name + "=" + String(quote) + rawValue + String(quote) }
}
