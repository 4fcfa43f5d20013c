/// Why ``XMLReader`` could not read a document: what is wrong, in which source
/// and on which line.
///
/// Its ``description`` reads `source:line: message`, e.g.
/// `logo.svg:3: malformed XML: Opening and ending tag mismatch: g line 2 and svg`.
package struct XMLReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, as a value to switch over.
    package enum Kind: Sendable, Hashable {
        /// The input is empty, only whitespace, or has no root element.
        case empty
        /// The input is larger than ``XMLReadOptions/maxInputBytes``.
        case tooLarge
        /// The input is not text: it holds NUL bytes or is not valid UTF-8.
        case binary
        /// The document declares entities in its DOCTYPE (external entities, entity bombs).
        case entityDeclaration
        /// Elements nest deeper than ``XMLReadOptions/maxDepth`` (or libxml2's own limit).
        case tooDeep
        /// The document is not well-formed XML, or refers to an entity that is not declared.
        case malformed
    }

    /// The category of the failure.
    package let kind: Kind
    /// The name of the source at fault, as given to the reader (usually a file's path).
    package let source: String
    /// The 1-based line of the failure, or `nil` when it concerns the whole input.
    package let line: Int?
    /// What is wrong, without the source and line.
    package let message: String

    /// Creates an error.
    package init(_ kind: Kind, source: String, line: Int? = nil, message: String) {
        self.kind = kind
        self.source = source
        self.line = line
        self.message = message
    }

    /// `source:line: message`, or `source: message` when no line is known.
    package var description: String {
        if let line {
            return "\(source):\(line): \(message)"
        }
        return "\(source): \(message)"
    }
}

extension XMLReadError {
    /// The refusal of a DOCTYPE that declares an entity, met on `line`.
    static func entityDeclaration(source: String, line: Int?) -> XMLReadError {
        XMLReadError(
            .entityDeclaration, source: source, line: line,
            message: "the DOCTYPE declares an entity; entity declarations are refused "
                + "(they can read other files or expand without bound). Remove the DOCTYPE's internal subset")
    }
}
