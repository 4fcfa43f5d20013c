/// The name of an element or attribute as the reader met it: the qualified name
/// as written, its parts, and the namespace it is in.
///
/// ```swift
/// // <svg xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="#a"/></svg>
/// name.qualifiedName   // "xlink:href"
/// name.localName       // "href"
/// name.namespaceURI    // "http://www.w3.org/1999/xlink"
/// ```
///
/// The reader makes each distinct name of a document once; its elements and
/// attributes share it (one reference each, not four strings).
package struct XMLName: Sendable, Hashable, CustomStringConvertible {
    /// The parts of a name, made once per distinct name and shared, never changed.
    private final class Parts: Sendable {
        let qualifiedName: String
        let prefix: String?
        let localName: String
        let namespaceURI: String?
        let index: Int

        init(prefix: String?, localName: String, namespaceURI: String?, index: Int) {
            self.prefix = prefix
            self.localName = localName
            self.namespaceURI = namespaceURI
            self.index = index
            qualifiedName = prefix.map { $0 + ":" + localName } ?? localName
        }
    }

    private let parts: Parts

    /// Creates a name; `index` is the name's place among its document's names.
    package init(prefix: String?, localName: String, namespaceURI: String?, index: Int = 0) {
        parts = Parts(prefix: prefix, localName: localName, namespaceURI: namespaceURI, index: index)
    }

    /// The name as written: `prefix:local`, or `local` without a prefix.
    package var qualifiedName: String { parts.qualifiedName }
    /// The prefix, or `nil` when the name has none.
    package var prefix: String? { parts.prefix }
    /// The part after the prefix (the whole name without one).
    package var localName: String { parts.localName }
    /// The namespace the name is in: an element's prefix's namespace or the default one;
    /// `nil` for an unprefixed attribute, which is in no namespace.
    package var namespaceURI: String? { parts.namespaceURI }
    /// The name's place among the distinct names of its document, as the reader
    /// interned them: two names of one document are equal exactly when their
    /// indices are, so a table indexed by it can stand in for hashing the strings.
    package var index: Int { parts.index }

    /// Names are equal when they are written alike and are in the same namespace.
    package static func == (a: XMLName, b: XMLName) -> Bool {
        a.parts === b.parts || (a.qualifiedName == b.qualifiedName && a.namespaceURI == b.namespaceURI)
    }

    /// Hashes what equality compares.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(qualifiedName)
        hasher.combine(namespaceURI)
    }

    /// The qualified name.
    package var description: String { qualifiedName }
}
