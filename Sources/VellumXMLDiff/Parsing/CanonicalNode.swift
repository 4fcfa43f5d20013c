/// An element or text node of a ``CanonicalTree``.
struct CanonicalNode: Sendable {
    /// The name shown in paths: the element's tag, or `#text` for text.
    var name: String
    /// Whether this is a text node.
    var isText: Bool
    /// Where the attributes, sorted by name, lie in ``CanonicalTree/allAttributes`` (empty for text).
    var attributeRange: Range<Int> = 0..<0
    /// Normalised text content (text nodes only).
    var text: String = ""
    /// The element's `id`, if any.
    var id: String?
    /// The parent's index, or `-1` for the root.
    var parent: Int
    /// Where the child indices, in document order, lie in ``CanonicalTree/allChildren``.
    var childRange: Range<Int> = 0..<0
    /// The 1-based index among siblings with the same name.
    var sameNameIndex: Int = 1
    /// Nesting depth, the root being 0.
    var depth: Int
    /// The 1-based source line, when libxml2 knows it.
    var line: Int
    /// Hash of name and attributes, or of the text (ids and reference targets excluded); set by the builder.
    var shallowHash: UInt64 = 0
    /// Hash of the whole subtree (ids and reference targets excluded).
    var deepHash: UInt64 = 0
    /// Whether the subtree holds an id or a reference, so equal hashes still need a walk.
    /// The builder sets it for the node itself; ``CanonicalTree/finish()`` adds the descendants.
    var hasIdentifiers: Bool = false
    /// Number of nodes in the subtree, itself included.
    var subtreeSize: Int = 1
}
