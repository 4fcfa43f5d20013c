extension SVGQuery {
    /// One element of a queried SVG: its name, its attributes, the text inside it,
    /// and where it sits.
    ///
    /// Its ``description`` is its start tag, so a failing check shows the element
    /// it looked at: `<rect width="10" fill="#FF0000">`.
    package struct Element: Sendable, Hashable, CustomStringConvertible {
        /// The qualified name as written: `rect`, `linearGradient`, `svg:rect`.
        package let name: String
        /// Every attribute, by qualified name (`fill`, `xlink:href`), with references expanded.
        package let attributes: [String: String]
        /// The attributes' names in the order the start tag writes them.
        package let attributeOrder: [String]
        /// All text inside the element, its descendants' included, in document order.
        package let text: String
        /// The element's place in the document (document order; the root is 0).
        package let index: Int
        /// The parent's ``index``, or `nil` for the root.
        package let parent: Int?
        /// How deep the element is nested: 0 for the root.
        package let depth: Int
        /// The indices of the element's child elements, in document order.
        package let children: [Int]

        /// The value of attribute `name`, or `nil` when the element has none.
        package subscript(_ name: String) -> String? { attributes[name] }

        /// Whether the element has every attribute of `expected` with that value (and maybe others).
        package func has(_ expected: [String: String]) -> Bool {
            expected.allSatisfy { attributes[$0.key] == $0.value }
        }

        /// The start tag, attributes in document order: `<rect width="10" fill="#FF0000">`.
        package var description: String {
            let pairs = attributeOrder.map { " \($0)=\"\(attributes[$0] ?? "")\"" }
            return "<" + name + pairs.joined() + ">"
        }
    }
}
