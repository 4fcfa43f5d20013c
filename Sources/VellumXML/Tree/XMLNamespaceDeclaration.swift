/// A namespace declaration of a start tag: `xmlns="…"` or `xmlns:prefix="…"`.
package struct XMLNamespaceDeclaration: Sendable, Hashable {
    /// The prefix declared, or `nil` for the default namespace.
    package let prefix: String?
    /// The namespace's URI (empty when a default namespace is undeclared).
    package let uri: String

    /// Creates a declaration.
    package init(prefix: String?, uri: String) {
        self.prefix = prefix
        self.uri = uri
    }

    /// The declaration written as an attribute's name: `xmlns` or `xmlns:prefix`.
    package var attributeName: String {
        prefix.map { "xmlns:" + $0 } ?? "xmlns"
    }
}
