/// Reads Swift source text into tokens: enough of Swift's lexical grammar to
/// find where arguments, closures and statements begin and end.
///
/// Comments (nested block comments included) and whitespace are skipped;
/// string literals — single-line, multi-line, raw (`#"…"#`) and with
/// interpolations, which may hold any expression, strings and closures
/// included — are read whole as one token. Text that cannot be read (an
/// unterminated string or comment, an interpolation that does not close)
/// throws a ``MacroDiagnostic`` at the place it starts.
///
/// ```swift
/// let tokens = try SwiftScanner(#"#Preview("A") { Text("\(x)") }"#).tokens()
/// ```
package struct SwiftScanner {
    private let bytes: [UInt8]
    private var position = 0
    private var sawNewline = false

    /// A scanner for `source`.
    package init(_ source: String) { bytes = Array(source.utf8) }

    /// Every token of the text, in order.
    package mutating func tokens() throws(MacroDiagnostic) -> [SwiftToken] {
        var result: [SwiftToken] = []
        while let token = try next() { result.append(token) }
        return result
    }

    // MARK: - Tokens

    private mutating func next() throws(MacroDiagnostic) -> SwiftToken? {
        try skipTrivia()
        guard position < bytes.count else { return nil }
        let start = position
        let newline = sawNewline
        sawNewline = false
        let kind = try scanToken()
        var text = String(decoding: bytes[start..<position], as: UTF8.self)
        if kind == .pound || kind == .attribute { text.removeFirst() }
        return SwiftToken(kind: kind, text: text, start: start, end: position, followsNewline: newline)
    }

    private mutating func scanToken() throws(MacroDiagnostic) -> SwiftToken.Kind {
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "\""):
            try scanString(hashes: 0)
            return .string
        case UInt8(ascii: "#"):
            var hashes = 0
            while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
            if peek(hashes) == UInt8(ascii: "\"") {
                position += hashes
                try scanString(hashes: hashes)
                return .string
            }
            if peek(hashes) == UInt8(ascii: "/") {
                try scanRegex(hashes: hashes)
                return .regex
            }
            position += 1
            if let next = peek(0), Self.isIdentifierStart(next) {
                scanIdentifierBody()
                return .pound
            }
            return .punctuation
        case UInt8(ascii: "@"):
            position += 1
            if let next = peek(0), Self.isIdentifierStart(next) { scanIdentifierBody() }
            return .attribute
        case UInt8(ascii: "`"):
            position += 1
            while let next = peek(0), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { position += 1 }
            if peek(0) == UInt8(ascii: "`") { position += 1 }
            return .identifier
        case UInt8(ascii: "$"):
            position += 1
            scanIdentifierBody()
            return .identifier
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            scanNumber()
            return .number
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"),
             UInt8(ascii: ";"), UInt8(ascii: "\\"):
            position += 1
            return .punctuation
        case UInt8(ascii: "."):
            if peek(1) == UInt8(ascii: "."), peek(2) == UInt8(ascii: ".") || peek(2) == UInt8(ascii: "<") {
                position += 3
                return .operator
            }
            position += 1
            return .punctuation
        default:
            if Self.isIdentifierStart(byte) {
                scanIdentifierBody()
                return .identifier
            }
            if Self.isOperator(byte) {
                while let next = peek(0), Self.isOperator(next) {
                    // A comment starts a new token even inside an operator run.
                    if next == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") { break }
                    position += 1
                }
                return .operator
            }
            // Anything else (a stray control character) is a one-byte operator.
            position += 1
            return .operator
        }
    }

    // MARK: - Trivia

    private mutating func skipTrivia() throws(MacroDiagnostic) {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                sawNewline = true
                position += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
                position += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while let next = peek(0), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") { position += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                try skipBlockComment()
            default:
                return
            }
        }
    }

    private mutating func skipBlockComment() throws(MacroDiagnostic) {
        let start = position
        var depth = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1; position += 2
            } else if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1; position += 2
                if depth == 0 { return }
            } else {
                if bytes[position] == UInt8(ascii: "\n") { sawNewline = true }
                position += 1
            }
        }
        throw MacroDiagnostic("unterminated '/*' comment", at: start)
    }

    // MARK: - Literals

    /// Reads a string literal whose opening `"` (or `"""`) is at `position`,
    /// `hashes` pound signs already consumed before it.
    private mutating func scanString(hashes: Int) throws(MacroDiagnostic) {
        let start = position - hashes
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), hashesFollow(hashes, from: position + 1) {
                position += 1 + hashes
                if peek(0) == UInt8(ascii: "(") {
                    try scanInterpolation()
                } else if position < bytes.count {
                    position += 1
                }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                if multiline {
                    if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\""), hashesFollow(hashes, from: position + 3) {
                        position += 3 + hashes
                        return
                    }
                } else if hashesFollow(hashes, from: position + 1) {
                    position += 1 + hashes
                    return
                }
            }
            if !multiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            position += 1
        }
        throw MacroDiagnostic(multiline ? "unterminated multi-line string literal" : "unterminated string literal", at: start)
    }

    /// Reads `( … )` of an interpolation: any tokens, until the `)` that closes it.
    private mutating func scanInterpolation() throws(MacroDiagnostic) {
        let start = position
        position += 1
        var depth = 1
        while true {
            guard let token = try next() else { break }
            if token.kind == .punctuation {
                if token.text == "(" || token.text == "[" || token.text == "{" { depth += 1 }
                if token.text == ")" || token.text == "]" || token.text == "}" { depth -= 1 }
                if depth == 0 { return }
            }
        }
        throw MacroDiagnostic("unterminated string interpolation", at: start)
    }

    /// Reads `#/ … /#` (with `hashes` pound signs).
    private mutating func scanRegex(hashes: Int) throws(MacroDiagnostic) {
        let start = position
        position += hashes + 1
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "\\") { position += 2; continue }
            if bytes[position] == UInt8(ascii: "/"), hashesFollow(hashes, from: position + 1) {
                position += 1 + hashes
                return
            }
            position += 1
        }
        throw MacroDiagnostic("unterminated regex literal", at: start)
    }

    private mutating func scanNumber() {
        while let next = peek(0) {
            if Self.isIdentifierBody(next) {
                let exponent = next == UInt8(ascii: "e") || next == UInt8(ascii: "E") || next == UInt8(ascii: "p") || next == UInt8(ascii: "P")
                position += 1
                if exponent, peek(0) == UInt8(ascii: "-") || peek(0) == UInt8(ascii: "+") { position += 1 }
            } else if next == UInt8(ascii: "."), let after = peek(1), after >= UInt8(ascii: "0"), after <= UInt8(ascii: "9") {
                position += 1
            } else {
                return
            }
        }
    }

    private mutating func scanIdentifierBody() {
        while let next = peek(0), Self.isIdentifierBody(next) { position += 1 }
    }

    // MARK: - Characters

    private func peek(_ offset: Int) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    private func hashesFollow(_ count: Int, from index: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        for i in 0..<count where bytes[index + i] != UInt8(ascii: "#") { return false }
        return true
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }
}
