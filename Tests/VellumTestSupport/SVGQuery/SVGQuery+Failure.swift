extension SVGQuery {
    /// Why an SVG could not be queried: it is not well-formed XML (or is empty,
    /// too deep, or declares entities). The description names the reader's
    /// complaint, the line, and the start of the document.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        /// What the XML reader said, `source:line: message`.
        package let reason: String
        /// The first characters of the document, to recognise it by.
        package let excerpt: String

        /// A failure with the reader's `reason` for the document `svg`.
        init(reason: String, svg: String) {
            self.reason = reason
            excerpt = svg.count > 200 ? String(svg.prefix(200)) + "…" : svg
        }

        /// `not a well-formed SVG: <reason>` and the document's start.
        package var description: String {
            "not a well-formed SVG: \(reason)\n\(excerpt)"
        }
    }
}
