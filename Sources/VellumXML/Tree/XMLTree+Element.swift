extension XMLTree {
    /// One element of an ``XMLTree``: its name, where it sits, and where its
    /// attributes, namespace declarations and children lie in the tree.
    ///
    /// Elements are values that refer to their tree's shared storage by index;
    /// read an element's attributes and children through the tree:
    ///
    /// ```swift
    /// for attribute in tree.attributes(of: element) { … }
    /// for child in tree.children(of: element) { … }
    /// ```
    package struct Element: Sendable {
        /// The element's name.
        package let name: XMLName
        /// The element's index in ``XMLTree/elements`` (document order; the root is 0).
        package let index: Int
        /// The parent's index, or `nil` for the root.
        package let parent: Int?
        /// How deep the element is nested: 0 for the root.
        package let depth: Int
        /// The 1-based line of the start tag, as libxml2 counted it.
        package let line: Int
        /// Where the attributes lie in the tree's attribute storage.
        let attributeRange: Range<Int>
        /// Where the namespace declarations lie in the tree's declaration storage.
        let namespaceRange: Range<Int>
        /// Where the children lie in the tree's child storage (set once the document is read).
        var childRange: Range<Int> = 0..<0

        /// Whether the element has any content (elements or text).
        package var hasChildren: Bool { !childRange.isEmpty }
    }
}
