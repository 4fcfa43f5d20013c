/// Reads JSON text (RFC 8259) into a ``JSONValue``: one value, whitespace
/// around it allowed, nothing after it; objects and arrays nested at most
/// ``maximumDepth`` deep; a repeated object key keeps its last value.
///
/// ```swift
/// let value = try JSONParser.parse(#"{"jsonrpc":"2.0","method":"ping","id":7}"#)
/// value["id"]   // .integer(7)
/// ```
package struct JSONParser {
    /// Why text is not JSON, and where: the byte offset from 0.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// What was wrong.
        package var message: String
        /// The offset of the byte where it went wrong.
        package var offset: Int
        /// `message at byte N`.
        package var description: String { "\(message) at byte \(offset)" }
    }

    /// How deep objects and arrays may nest.
    package static let maximumDepth = 256

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    private init(_ text: String) { bytes = Array(text.utf8) }

    /// The value `text` holds.
    ///
    /// - Throws: ``Failure`` when the text is not one JSON value.
    package static func parse(_ text: String) throws(Failure) -> JSONValue {
        var parser = JSONParser(text)
        parser.skipWhitespace()
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.position == parser.bytes.count else { throw parser.failure("Unexpected text after the value") }
        return value
    }

    private func failure(_ message: String) -> Failure { Failure(message: message, offset: position) }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }

    private mutating func value() throws(Failure) -> JSONValue {
        guard let byte = current else { throw failure("Unexpected end of the text") }
        switch byte {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("Unexpected character '\(Unicode.Scalar(byte))'")
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        for expected in word.utf8 {
            guard current == expected else { throw failure("Expected '\(word)'") }
            position += 1
        }
    }

    private mutating func nest() throws(Failure) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure("Nested deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func object() throws(Failure) -> JSONValue {
        try nest()
        position += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") { position += 1; depth -= 1; return .object(members) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("Expected a string key") }
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("Expected ':' after a key") }
            position += 1
            skipWhitespace()
            members[key] = try value()
            skipWhitespace()
            if current == UInt8(ascii: ",") { position += 1; continue }
            guard current == UInt8(ascii: "}") else { throw failure("Expected ',' or '}' in an object") }
            position += 1
            depth -= 1
            return .object(members)
        }
    }

    private mutating func array() throws(Failure) -> JSONValue {
        try nest()
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { position += 1; depth -= 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try value())
            skipWhitespace()
            if current == UInt8(ascii: ",") { position += 1; continue }
            guard current == UInt8(ascii: "]") else { throw failure("Expected ',' or ']' in an array") }
            position += 1
            depth -= 1
            return .array(elements)
        }
    }

    private mutating func string() throws(Failure) -> String {
        position += 1
        var result = ""
        var run = position   // the start of the bytes copied as they are
        while true {
            guard let byte = current else { throw failure("Unterminated string") }
            if byte == UInt8(ascii: "\"") {
                result += String(decoding: bytes[run..<position], as: UTF8.self)
                position += 1
                return result
            }
            guard byte >= 0x20 else { throw failure("Control character in a string") }
            guard byte == UInt8(ascii: "\\") else { position += 1; continue }
            result += String(decoding: bytes[run..<position], as: UTF8.self)
            position += 1
            guard let escape = current else { throw failure("Unterminated string") }
            position += 1
            switch escape {
            case UInt8(ascii: "\""): result += "\""
            case UInt8(ascii: "\\"): result += "\\"
            case UInt8(ascii: "/"): result += "/"
            case UInt8(ascii: "b"): result += "\u{08}"
            case UInt8(ascii: "f"): result += "\u{0C}"
            case UInt8(ascii: "n"): result += "\n"
            case UInt8(ascii: "r"): result += "\r"
            case UInt8(ascii: "t"): result += "\t"
            case UInt8(ascii: "u"): result.unicodeScalars.append(try escapedScalar())
            default: throw failure("Unknown escape '\\\(Unicode.Scalar(escape))'")
            }
            run = position
        }
    }

    /// The scalar of a `\uXXXX` escape (the `\u` read), a surrogate pair's two escapes read as one.
    private mutating func escapedScalar() throws(Failure) -> Unicode.Scalar {
        let unit = try hexUnit()
        guard (0xD800...0xDBFF).contains(unit) else {
            guard let scalar = Unicode.Scalar(unit) else { throw failure("A lone surrogate in a \\u escape") }
            return scalar
        }
        guard current == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") else {
            throw failure("A lone surrogate in a \\u escape")
        }
        position += 2
        let low = try hexUnit()
        guard (0xDC00...0xDFFF).contains(low) else { throw failure("A lone surrogate in a \\u escape") }
        return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
    }

    private mutating func hexUnit() throws(Failure) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexDigit(byte) else { throw failure("Expected four hex digits after \\u") }
            unit = unit << 4 | digit
            position += 1
        }
        return unit
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func number() throws(Failure) -> JSONValue {
        let start = position
        var integral = true
        if current == UInt8(ascii: "-") { position += 1 }
        guard let first = current, Self.isDigit(first) else { throw failure("Expected a digit") }
        if first == UInt8(ascii: "0") {
            position += 1
            if let next = current, Self.isDigit(next) { throw failure("A number may not start with 0") }
        } else {
            while let byte = current, Self.isDigit(byte) { position += 1 }
        }
        if current == UInt8(ascii: ".") {
            integral = false
            position += 1
            guard let byte = current, Self.isDigit(byte) else { throw failure("Expected a digit after '.'") }
            while let byte = current, Self.isDigit(byte) { position += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            integral = false
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard let byte = current, Self.isDigit(byte) else { throw failure("Expected a digit in the exponent") }
            while let byte = current, Self.isDigit(byte) { position += 1 }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if integral, let value = Int(text) { return .integer(value) }
        guard let value = Double(text), value.isFinite else { throw Failure(message: "The number \(text) is out of range", offset: start) }
        return .number(value)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
