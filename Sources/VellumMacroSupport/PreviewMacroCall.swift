/// The text of one `#Preview` expansion, read into its parts: the call after
/// the macro's name, the body closure, and the `@Previewable` declarations at
/// the top of the body.
///
/// ```swift
/// let call = try PreviewMacroCall(parsing: """
///     #Preview("Toggle") {
///         @Previewable @State var on = true
///         Toggle("Loud", isOn: $on)
///     }
///     """)
/// call.previewables   // ["@State var on = true"]
/// ```
package struct PreviewMacroCall: Sendable {
    /// Where `#Preview` starts in the text.
    package var poundOffset: Int
    /// Everything after the macro's name: arguments and trailing closures, verbatim.
    package var call: String
    /// The body closure, `{` to `}`, verbatim.
    package var body: String
    /// The `@Previewable` declarations, in order, without the attribute.
    package var previewables: [String]
    /// The body's statements without the `@Previewable` declarations.
    package var statements: String
    /// `call` with the body closure replaced by `replacement`.
    package func call(replacingBodyWith replacement: String) -> String {
        let bytes = Array(call.utf8)
        return String(decoding: bytes[..<bodyStart], as: UTF8.self) + replacement + String(decoding: bytes[bodyEnd...], as: UTF8.self)
    }

    private var bodyStart: Int
    private var bodyEnd: Int

    /// Reads `source`, the text the compiler hands the macro (leading trivia included).
    ///
    /// - Throws: ``MacroDiagnostic`` at the place the text cannot be read.
    package init(parsing source: String) throws(MacroDiagnostic) {
        var scanner = SwiftScanner(source)
        let tokens = try scanner.tokens()
        let bytes = Array(source.utf8)
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

        // Attributes written before `#Preview` (`@available(iOS 17.0, *)`) come with the
        // text; the compiler applies them itself, so they are stepped over.
        var index = try Self.indexAfterAttributes(tokens)
        guard index < tokens.count, tokens[index].kind == .pound else {
            throw MacroDiagnostic("expected '#Preview'", at: index < tokens.count ? tokens[index].start : 0)
        }
        let first = tokens[index]
        poundOffset = first.start
        let callStart = first.end
        index += 1
        var bodyRange: Range<Int>?
        var bodyTokens: Range<Int>?

        // Arguments: `( … )`, possibly holding `body: { … }`.
        if index < tokens.count, tokens[index].isPunctuation("(") {
            let close = try Self.matching(tokens, from: index)
            var depth = 0
            for i in (index + 1)..<close {
                let token = tokens[i]
                if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) {
                    if depth == 0, token.text == "{", i >= 2, tokens[i - 1].isPunctuation(":"),
                       tokens[i - 2].kind == .identifier, tokens[i - 2].text == "body" {
                        let end = try Self.matching(tokens, from: i)
                        bodyRange = token.start..<tokens[end].end
                        bodyTokens = (i + 1)..<end
                    }
                    depth += 1
                } else if token.kind == .punctuation, [")", "]", "}"].contains(token.text) {
                    depth -= 1
                }
            }
            index = close + 1
        }
        // The trailing closure, then any labelled trailing closures after it.
        if index < tokens.count, tokens[index].isPunctuation("{") {
            let close = try Self.matching(tokens, from: index)
            if bodyRange == nil {
                bodyRange = tokens[index].start..<tokens[close].end
                bodyTokens = (index + 1)..<close
            }
            index = close + 1
            while index + 2 < tokens.count, tokens[index].kind == .identifier, tokens[index + 1].isPunctuation(":"),
                  tokens[index + 2].isPunctuation("{") {
                index = try Self.matching(tokens, from: index + 2) + 1
            }
        }
        if index < tokens.count {
            throw MacroDiagnostic("unexpected text after the '#Preview' body", at: tokens[index].start)
        }
        guard let bodyRange, let bodyTokens else {
            throw MacroDiagnostic("'#Preview' needs a body: write the view in a trailing closure, '#Preview { MyView() }'", at: poundOffset)
        }
        let callEnd = tokens[tokens.count - 1].end
        call = text(callStart..<callEnd)
        body = text(bodyRange)
        bodyStart = bodyRange.lowerBound - callStart
        bodyEnd = bodyRange.upperBound - callStart

        // `@Previewable` declarations: statements at the top of the body.
        var declarations: [(range: Range<Int>, attribute: Range<Int>)] = []
        var depth = 0
        var i = bodyTokens.lowerBound
        while i < bodyTokens.upperBound {
            let token = tokens[i]
            if token.kind == .attribute, token.text == "Previewable" {
                let startsStatement = i == bodyTokens.lowerBound || token.followsNewline || tokens[i - 1].isPunctuation(";")
                guard depth == 0, startsStatement else {
                    throw MacroDiagnostic("'@Previewable' can be used only on a declaration at the top level of the '#Preview' body", at: token.start)
                }
                let end = Self.statementEnd(tokens, from: i, limit: bodyTokens.upperBound)
                guard try Self.declaresVariable(tokens, in: (i + 1)..<end) else {
                    throw MacroDiagnostic("'@Previewable' applies to a 'var' declaration, such as '@Previewable @State var value = 0'", at: token.start)
                }
                declarations.append((token.start..<tokens[end - 1].end, token.start..<token.end))
                i = end
                continue
            }
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) { depth -= 1 }
            }
            i += 1
        }
        if let first = declarations.first, Self.hasSignature(tokens, in: bodyTokens) {
            throw MacroDiagnostic("'@Previewable' cannot be used in a '#Preview' whose body takes an argument", at: first.attribute.lowerBound)
        }
        previewables = declarations.map { declaration in
            (text(declaration.range.lowerBound..<declaration.attribute.lowerBound)
                + text(declaration.attribute.upperBound..<declaration.range.upperBound))
                .trimmingSpaces()
        }
        var remaining = ""
        var cursor = tokens[bodyTokens.lowerBound - 1].end
        for declaration in declarations {
            remaining += text(cursor..<declaration.range.lowerBound)
            cursor = declaration.range.upperBound
        }
        remaining += text(cursor..<tokens[bodyTokens.upperBound].start)
        statements = remaining
        if !declarations.isEmpty, !tokens[bodyTokens].contains(where: { token in
            !declarations.contains { $0.range.contains(token.start) }
        }) {
            throw MacroDiagnostic("the '#Preview' body has no view after its '@Previewable' declarations", at: tokens[bodyTokens.upperBound].start)
        }
    }

    /// Whether `source` (a declaration or expression, as the compiler hands a
    /// macro its lexical context) is a `#Preview`, attributes before it allowed.
    package static func isPreview(_ source: String) -> Bool {
        var scanner = SwiftScanner(source)
        guard let tokens = try? scanner.tokens(), let index = try? indexAfterAttributes(tokens) else { return false }
        return index < tokens.count && tokens[index].kind == .pound && tokens[index].text == "Preview"
    }

    /// Whether the closure whose tokens are `range` starts with a signature (`{ sample in … }`).
    private static func hasSignature(_ tokens: [SwiftToken], in range: Range<Int>) -> Bool {
        var depth = 0
        for i in range {
            let token = tokens[i]
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) { depth -= 1 }
            }
            if depth == 0, token.kind == .identifier, token.text == "in" { return true }
            if depth == 0, token.kind == .attribute, token.text == "Previewable" { return false }
        }
        return false
    }

    /// The index of the first token after the attributes (with their arguments) that start `tokens`.
    private static func indexAfterAttributes(_ tokens: [SwiftToken]) throws(MacroDiagnostic) -> Int {
        var index = 0
        while index < tokens.count, tokens[index].kind == .attribute {
            index += 1
            if index < tokens.count, tokens[index].isPunctuation("("), tokens[index].start == tokens[index - 1].end {
                index = try matching(tokens, from: index) + 1
            }
        }
        return index
    }

    /// The index of the bracket that closes the one at `open`.
    private static func matching(_ tokens: [SwiftToken], from open: Int) throws(MacroDiagnostic) -> Int {
        var stack: [String] = []
        for i in open..<tokens.count where tokens[i].kind == .punctuation {
            switch tokens[i].text {
            case "(": stack.append(")")
            case "[": stack.append("]")
            case "{": stack.append("}")
            case ")", "]", "}":
                guard stack.last == tokens[i].text else {
                    throw MacroDiagnostic("'\(tokens[i].text)' does not match the bracket it closes", at: tokens[i].start)
                }
                stack.removeLast()
                if stack.isEmpty { return i }
            default: break
            }
        }
        throw MacroDiagnostic("'\(tokens[open].text)' is never closed", at: tokens[open].start)
    }

    /// The index just past the statement starting at `start`: the next token
    /// at the same depth that starts a line (or follows `;`) and does not
    /// continue the one before (`.member`, a binary operator, after `=` or `,`).
    private static func statementEnd(_ tokens: [SwiftToken], from start: Int, limit: Int) -> Int {
        var depth = 0
        var i = start + 1
        while i < limit {
            let token = tokens[i]
            if depth == 0 {
                if token.isPunctuation(";") { return i + 1 }
                let previous = tokens[i - 1]
                // `Data?` and `first!` end with a postfix operator (written against the token
                // before it), which does not continue the statement as a binary operator does.
                let postfix = previous.kind == .operator && tokens[i - 2].end == previous.start
                    && previous.text.allSatisfy { $0 == "?" || $0 == "!" }
                let continues = token.isPunctuation(".") || token.kind == .operator
                    || (previous.kind == .operator && !postfix) || previous.isPunctuation(",") || previous.isPunctuation(":")
                    || previous.isPunctuation(".")
                if token.followsNewline, !continues { return i }
            }
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) { depth -= 1 }
            }
            i += 1
        }
        return limit
    }

    /// Whether the tokens in `range` are attributes (with their arguments) and
    /// modifiers followed by `var` or `let`.
    private static func declaresVariable(_ tokens: [SwiftToken], in range: Range<Int>) throws(MacroDiagnostic) -> Bool {
        var i = range.lowerBound
        while i < range.upperBound {
            let token = tokens[i]
            if token.kind == .attribute {
                i += 1
                if i < range.upperBound, tokens[i].isPunctuation("("), tokens[i].start == token.end {
                    i = try matching(tokens, from: i) + 1
                }
            } else if isModifier(token) {
                i += 1
            } else {
                return token.kind == .identifier && (token.text == "var" || token.text == "let")
            }
        }
        return false
    }

    /// `private`, `static`, `nonisolated` and the other words that may come before `var`.
    private static func isModifier(_ token: SwiftToken) -> Bool {
        token.kind == .identifier && ["private", "fileprivate", "internal", "public", "nonisolated", "static", "lazy", "weak", "unowned"].contains(token.text)
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
