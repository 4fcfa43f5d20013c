/// An element or text node of a ``CanonicalTree``.
struct CanonicalNode: Sendable {
    /// The name shown in paths: the element's tag, or `#text` for text.
    var name: String
    /// Whether this is a text node.
    var isText: Bool
    /// Attributes sorted by name (empty for text).
    var attributes: [CanonicalAttribute] = []
    /// Normalised text content (text nodes only).
    var text: String = ""
    /// The element's `id`, if any.
    var id: String?
    /// The parent's index, or `-1` for the root.
    var parent: Int
    /// Child indices in document order.
    var children: [Int] = []
    /// The 1-based index among siblings with the same name.
    var sameNameIndex: Int = 1
    /// Nesting depth, the root being 0.
    var depth: Int
    /// The 1-based source line, when libxml2 knows it.
    var line: Int
    /// Hash of name and attributes (ids and reference targets excluded).
    var shallowHash: UInt64 = 0
    /// Hash of the whole subtree (ids and reference targets excluded).
    var deepHash: UInt64 = 0
    /// Whether the subtree holds an id or a reference, so equal hashes still need a walk.
    var hasIdentifiers: Bool = false
    /// Number of nodes in the subtree, itself included.
    var subtreeSize: Int = 1
}
