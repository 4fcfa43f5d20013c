/// An element's start tag, as ``XMLReader`` hands it to an ``XMLContentHandler``.
package struct XMLStartTag: Sendable {
    /// The element's name.
    package var name: XMLName
    /// The attributes, in document order (attributes a DTD would default are not added).
    package var attributes: [XMLAttribute]
    /// The namespace declarations, in document order.
    package var namespaces: [XMLNamespaceDeclaration]
    /// How deep the element is nested: 0 for the root.
    package var depth: Int
    /// The 1-based line of the start tag, as libxml2 counted it.
    package var line: Int
}
