import Foundation
import VellumCore
import VellumGeometry

/// Reads a `Localizable.strings` file: `"key" = "value";` pairs with `/* */`
/// and `//` comments, in UTF-8 or UTF-16 (with its byte-order mark).
package enum StringsFileParser {
    /// The pairs of `data`, read from the file named `file` (for errors).
    /// - Throws: `VellumError` `.corruptFile` naming the file and line.
    package static func parse(_ data: Data, file: String) throws -> [String: String] {
        guard let text = decode(data) else {
            throw VellumError.corruptFile(file, "is neither UTF-8 nor UTF-16 text", fix: "Save it as UTF-8.")
        }
        var scanner = Scanner(chars: Array(text.unicodeScalars), file: file)
        var pairs: [String: String] = [:]
        while true {
            scanner.skipSpaceAndComments()
            if scanner.atEnd { break }
            let key = try scanner.token()
            scanner.skipSpaceAndComments()
            guard scanner.take("=") else {
                // `"key";` alone is a key whose value is itself.
                guard scanner.take(";") else { throw scanner.error("expects '=' after the key \"\(key)\"") }
                pairs[key] = key
                continue
            }
            scanner.skipSpaceAndComments()
            let value = try scanner.token()
            scanner.skipSpaceAndComments()
            guard scanner.take(";") else { throw scanner.error("expects ';' after the value of \"\(key)\"") }
            pairs[key] = value
        }
        return pairs
    }

    /// The file's text: UTF-16 when it starts with a byte-order mark, else UTF-8.
    private static func decode(_ data: Data) -> String? {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) { return String(data: data, encoding: .utf16LittleEndian).map { String($0.drop(while: { $0 == "\u{FEFF}" })) } }
        if bytes.starts(with: [0xFE, 0xFF]) { return String(data: data, encoding: .utf16BigEndian).map { String($0.drop(while: { $0 == "\u{FEFF}" })) } }
        guard let s = String(data: data, encoding: .utf8) else { return nil }
        return s.hasPrefix("\u{FEFF}") ? String(s.dropFirst()) : s
    }

    /// A cursor over the file's characters that knows its line.
    private struct Scanner {
        let chars: [Unicode.Scalar]
        let file: String
        var i = 0
        var line = 1

        init(chars: [Unicode.Scalar], file: String) { self.chars = chars; self.file = file }

        var atEnd: Bool { i >= chars.count }

        func error(_ problem: String) -> VellumError {
            .corruptFile(file, "\(problem) on line \(line)", fix: "Write each entry as \"key\" = \"value\";")
        }

        mutating func advance() { if chars[i] == "\n" { line += 1 }; i += 1 }

        mutating func take(_ c: Unicode.Scalar) -> Bool {
            guard !atEnd, chars[i] == c else { return false }
            advance(); return true
        }

        mutating func skipSpaceAndComments() {
            while !atEnd {
                let c = chars[i]
                if c.properties.isWhitespace { advance(); continue }
                if c == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                    advance(); advance()
                    while !atEnd, !(chars[i] == "*" && i + 1 < chars.count && chars[i + 1] == "/") { advance() }
                    if !atEnd { advance(); advance() }
                    continue
                }
                if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                    while !atEnd, chars[i] != "\n" { advance() }
                    continue
                }
                return
            }
        }

        /// A quoted string with its escapes, or an unquoted word.
        mutating func token() throws -> String {
            guard !atEnd else { throw error("ends where a string was expected") }
            if chars[i] != "\"" {
                var word = String.UnicodeScalarView()
                while !atEnd, chars[i].properties.isAlphabetic || chars[i].properties.numericType != nil || "_.-$:/".unicodeScalars.contains(chars[i]) {
                    word.append(chars[i]); advance()
                }
                if word.isEmpty { throw error("has an unexpected '\(chars[i])'") }
                return String(word)
            }
            let start = line
            advance()
            var out = String.UnicodeScalarView()
            while true {
                guard !atEnd else {
                    throw VellumError.corruptFile(file, "has a string opened on line \(start) that is never closed", fix: "Close it with '\"'.")
                }
                let c = chars[i]; advance()
                if c == "\"" { return String(out) }
                guard c == "\\" else { out.append(c); continue }
                guard !atEnd else { continue }
                let e = chars[i]; advance()
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "0": out.append("\0")
                case "U", "u":
                    var hex = ""
                    while hex.count < 4, !atEnd, chars[i].properties.isASCIIHexDigit { hex.unicodeScalars.append(chars[i]); advance() }
                    guard let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) else { throw error("has a bad \\U escape") }
                    out.append(s)
                default: out.append(e)
                }
            }
        }
    }
}
