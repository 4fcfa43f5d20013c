/// A compiler error found in `swift build`'s output: where it is and what it says.
package struct CompileError: Sendable, Equatable, Codable {
    /// The file, relative to the package when it is inside it; nil when the message names none.
    package var file: String?
    /// The line, from 1; nil when the message names none.
    package var line: Int?
    /// The column, from 1; nil when the message names none.
    package var column: Int?
    /// The message, without the `error:` prefix.
    package var message: String

    /// Creates an error.
    package init(file: String?, line: Int?, column: Int?, message: String) {
        self.file = file; self.line = line; self.column = column; self.message = message
    }
}
