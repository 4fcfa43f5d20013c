/// Where and why ``PathDataParser`` stopped: the byte offset, what it expected
/// there, and what it found.
package struct PathDataSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The offset in the path data's UTF-8 bytes (its characters, for ASCII data).
    package let offset: Int
    /// What was expected, e.g. "expected a number".
    package let expected: String
    /// Up to twelve characters from the offset, quoted, or "the end".
    package let found: String

    /// Creates an error.
    package init(offset: Int, expected: String, found: String) {
        self.offset = offset
        self.expected = expected
        self.found = found
    }

    /// `at character 4: expected a number, found 'X 1 1'`.
    package var description: String {
        "at character \(offset): \(expected), found \(found)"
    }
}
