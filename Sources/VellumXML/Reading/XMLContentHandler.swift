/// Receives a document from ``XMLReader`` as it is read: start tags, runs of
/// text and end tags, in document order, with nothing kept in between.
///
/// ``XMLTree`` is built by one such handler; a reader of large documents that
/// keeps its own form (the structural diff) can be another, and skip the tree.
///
/// ```swift
/// struct ElementCounter: XMLContentHandler {
///     var count = 0
///     mutating func start(_ tag: XMLStartTag) { count += 1 }
///     mutating func text(_ text: String) {}
///     mutating func end() {}
/// }
/// let counter = try XMLReader.read("<a><b/><b/></a>", source: "a.xml", handler: ElementCounter())
/// counter.count   // 3
/// ```
package protocol XMLContentHandler {
    /// Called once before the first element with upper bounds on the document's
    /// size read off its bytes, to size storage once; does nothing unless implemented.
    mutating func reserve(elements: Int, attributes: Int)
    /// An element starts.
    mutating func start(_ tag: XMLStartTag)
    /// Text between two tags: references expanded, CDATA sections included, and
    /// the text on both sides of a comment or processing instruction one run.
    mutating func text(_ text: String)
    /// The innermost open element ends.
    mutating func end()
}

extension XMLContentHandler {
    /// Reserves nothing.
    package mutating func reserve(elements: Int, attributes: Int) {}
}
