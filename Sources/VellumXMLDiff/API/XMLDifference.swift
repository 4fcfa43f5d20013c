/// One real change between two documents, at its location.
///
/// The ``path`` names an element by its tag and its 1-based index among siblings of
/// the same tag, from the root down: `/svg/g[2]/rect[1]`. Paths are those of the
/// first document (`a`), except for an inserted element, whose path is in the
/// second (`b`). Text nodes in an element with several text children get a
/// `/text()[n]` step.
///
/// ```swift
/// let result = try SVGDiff.compare(#"<svg><rect width="80"/></svg>"#,
///                                  #"<svg><rect width="81"/></svg>"#)
/// print(result.differences[0])     // /svg/rect[1]@width: 80 → 81
/// ```
public struct XMLDifference: Sendable, Hashable, CustomStringConvertible {
    /// The kind of change.
    public var kind: Kind
    /// The element (or text) path, without the `@attribute` suffix.
    public var path: String
    /// The attribute's name for attribute changes, otherwise `nil`.
    public var attribute: String?
    /// The value in `a` (canonical spelling), or a summary of a deleted element.
    public var oldValue: String?
    /// The value in `b` (canonical spelling), or a summary of an inserted element.
    public var newValue: String?

    /// Creates a difference; used by Vellum's own targets.
    package init(kind: Kind, path: String, attribute: String? = nil, oldValue: String? = nil, newValue: String? = nil) {
        self.kind = kind
        self.path = path
        self.attribute = attribute
        self.oldValue = oldValue
        self.newValue = newValue
    }

    /// The path and, after a colon, what changed: `/svg/g[2]/rect[1]@width: 80 → 81`.
    public var location: String {
        if let attribute {
            return "\(path)@\(attribute)"
        }
        return path
    }

    /// One line: `location: old → new`, `location: added value`, `location: inserted <rect …/>`.
    public var description: String {
        let old = oldValue ?? ""
        let new = newValue ?? ""
        switch kind {
        case .attributeChanged:
            return "\(location): \(old) → \(new)"
        case .attributeAdded:
            return "\(location): added \(new)"
        case .attributeRemoved:
            return "\(location): removed \(old)"
        case .textChanged:
            return "\(location): text \(Self.quoted(oldValue)) → \(Self.quoted(newValue))"
        case .elementInserted:
            return "\(location): inserted \(new)"
        case .elementDeleted:
            return "\(location): deleted \(old)"
        }
    }

    private static func quoted(_ text: String?) -> String {
        guard let text else { return "(none)" }
        return "\"" + text + "\""
    }
}
