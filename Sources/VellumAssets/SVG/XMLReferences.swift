import VellumGeometry

/// Checks and expands XML references (`&amp;`, `&#65;`, `&#x41;`).
///
/// Only the five predefined entities and character references are accepted: an
/// SVG that refers to any other entity needs a DTD, and DTDs are refused.
package enum XMLReferences {
    private static let predefined: [String: Character] = [
        "lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'",
    ]

    /// The first reference in `text` that is not a predefined entity or a valid
    /// character reference (e.g. `"&ext;"`, or `"&"` for a bare ampersand), or `nil`.
    package static func firstInvalidReference(in text: String) -> String? {
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            let after = rest[rest.index(after: ampersand)...]
            guard let semicolon = after.prefix(32).firstIndex(of: ";") else { return "&" }
            let body = after[..<semicolon]
            guard resolve(body) != nil else { return "&" + body + ";" }
            rest = after[after.index(after: semicolon)...]
        }
        return nil
    }

    /// `text` with every valid reference replaced by its character; invalid ones are left as written.
    package static func expand(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            if let semicolon = after.prefix(32).firstIndex(of: ";"), let character = resolve(after[..<semicolon]) {
                result.append(character)
                rest = after[after.index(after: semicolon)...]
            } else {
                result.append("&")
                rest = after
            }
        }
        return result + rest
    }

    /// The character a reference body (between `&` and `;`) stands for, or `nil`.
    private static func resolve(_ body: Substring) -> Character? {
        if let character = predefined[String(body)] { return character }
        guard body.hasPrefix("#") else { return nil }
        let digits = body.dropFirst()
        let value: UInt32?
        if digits.hasPrefix("x") {
            let hex = digits.dropFirst()
            let valid = !hex.isEmpty && hex.count <= 6 && hex.allSatisfy { $0.isASCII && $0.isHexDigit }
            value = valid ? UInt32(hex, radix: 16) : nil
        } else {
            let valid = !digits.isEmpty && digits.count <= 7 && digits.allSatisfy { $0.isASCII && $0.isWholeNumber }
            value = valid ? UInt32(digits, radix: 10) : nil
        }
        guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
        return Character(scalar)
    }
}
