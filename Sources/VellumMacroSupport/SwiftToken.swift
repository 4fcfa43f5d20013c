/// One token of Swift source, as ``SwiftScanner`` reads it: its kind, its
/// spelling and where it is, in UTF-8 byte offsets into the scanned text.
package struct SwiftToken: Equatable, Sendable {
    /// What a token is. Literals are opaque: the macros only need to step over them.
    package enum Kind: Equatable, Sendable {
        /// A name, a keyword, `` `escaped` `` or `$0`.
        case identifier
        /// `#name`: a macro, `#if`, `#available`.
        case pound
        /// `@name`: an attribute.
        case attribute
        /// A string literal, single-line, multi-line or raw, interpolations included.
        case string
        /// A regular-expression literal written `#/…/#`.
        case regex
        /// A number.
        case number
        /// One of `( ) [ ] { } , : ; . \`.
        case punctuation
        /// A run of operator characters.
        case `operator`
    }

    /// The token's kind.
    package var kind: Kind
    /// The token's spelling; for `#name` and `@name`, the name without its sigil.
    package var text: String
    /// Where the token starts.
    package var start: Int
    /// Where the token ends (exclusive).
    package var end: Int
    /// Whether a line break comes between this token and the one before it.
    package var followsNewline: Bool

    /// Creates a token.
    package init(kind: Kind, text: String, start: Int, end: Int, followsNewline: Bool) {
        self.kind = kind; self.text = text; self.start = start; self.end = end; self.followsNewline = followsNewline
    }

    /// Whether this is the punctuation `mark`.
    package func isPunctuation(_ mark: String) -> Bool { kind == .punctuation && text == mark }
}
