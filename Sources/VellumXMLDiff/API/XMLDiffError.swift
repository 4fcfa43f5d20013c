/// The one error thrown by `VellumXMLDiff`: input that cannot be compared.
///
/// Every parsing, screening and limit failure is reported as an `XMLDiffError`.
/// Its ``description`` names the file (the name passed to ``SVGDiff``), the line
/// when one is known, what is wrong and how to fix it, e.g.
///
/// ```text
/// reference.svg:3: malformed XML: Opening and ending tag mismatch: g line 2 and svg
/// ```
///
/// ```swift
/// do {
///     _ = try SVGDiff.compare(reference, actual)
/// } catch let error as XMLDiffError {
///     print(error)          // "a:1: empty input: …"
///     print(error.kind)     // .empty
/// }
/// ```
public struct XMLDiffError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, as a value to switch over.
    public enum Kind: String, Sendable, Hashable {
        /// The file could not be read (missing, unreadable, not a regular file).
        case unreadable
        /// The input is empty or only whitespace.
        case empty
        /// The input is larger than ``SVGDiffOptions/maxInputBytes``.
        case tooLarge
        /// The input is not text: it holds NUL bytes or is not valid UTF-8.
        case binary
        /// The document declares entities in a DOCTYPE (external entities, entity bombs).
        case entityDeclaration
        /// Elements nest deeper than ``SVGDiffOptions/maxDepth``.
        case tooDeep
        /// libxml2 rejected the document as not well-formed XML.
        case malformed
    }

    /// The category of the failure.
    public var kind: Kind
    /// The name of the input at fault, usually a file path.
    public var file: String
    /// The 1-based line of the failure, or `nil` when it concerns the whole input.
    public var line: Int?
    /// A human-readable explanation, without the file and line prefix.
    public var message: String

    /// Creates an error; used by Vellum's own targets.
    package init(_ kind: Kind, file: String, line: Int? = nil, message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`, or `file: message` when no line is known.
    public var description: String {
        if let line {
            return "\(file):\(line): \(message)"
        }
        return "\(file): \(message)"
    }
}
