/// A problem the macros report to the compiler, at a UTF-8 offset in the text
/// they were given.
package struct MacroDiagnostic: Error, Equatable, Sendable {
    /// How serious the problem is.
    package enum Severity: String, Sendable { case error, warning, note }

    /// What is wrong, in the compiler's style: lower case, no full stop.
    package var message: String
    /// Where, as a UTF-8 offset into the macro's source text.
    package var offset: Int
    /// How serious it is.
    package var severity: Severity

    /// Creates a diagnostic.
    package init(_ message: String, at offset: Int, severity: Severity = .error) {
        self.message = message; self.offset = offset; self.severity = severity
    }
}
