/// The one place that writes markup. Element and attribute names come from
/// Vellum's code; every value and text goes through the escaper here, so no
/// user string can become markup.
package struct XMLWriter {
    package private(set) var output = ""
    private var open: [String] = []
    private var startTagOpen = false

    package init() {}

    /// Opens an element.
    package mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        closeStartTag()
        output += "<" + name
        writeAttributes(attributes)
        open.append(name)
        startTagOpen = true
    }

    /// Writes an element with no content.
    package mutating func empty(_ name: String, _ attributes: [(String, String)] = []) {
        closeStartTag()
        output += "<" + name
        writeAttributes(attributes)
        output += "/>"
    }

    /// Writes escaped character data.
    package mutating func text(_ s: String) {
        closeStartTag()
        output += Self.escape(s, quote: false)
    }

    /// Closes the innermost open element.
    package mutating func close() {
        guard let name = open.popLast() else { return }
        if startTagOpen { output += "/>"; startTagOpen = false; return }
        output += "</" + name + ">"
    }

    /// Appends markup written by another writer (a finished fragment).
    package mutating func append(_ fragment: XMLWriter) {
        closeStartTag()
        output += fragment.output
    }

    private mutating func closeStartTag() {
        if startTagOpen { output += ">"; startTagOpen = false }
    }

    private mutating func writeAttributes(_ attributes: [(String, String)]) {
        for (k, v) in attributes { output += " " + k + "=\"" + Self.escape(v, quote: true) + "\"" }
    }

    /// `s` escaped for XML text or a double-quoted attribute. Characters XML
    /// cannot hold (most control characters, U+FFFE, U+FFFF) are dropped.
    package static func escape(_ s: String, quote: Bool) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quote: out += "&quot;"
            case "\n" where quote: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t" where quote: out += "&#9;"
            default:
                if isAllowed(u) { out.unicodeScalars.append(u) }
            }
        }
        return out
    }

    /// Whether XML 1.0 allows the character.
    package static func isAllowed(_ u: Unicode.Scalar) -> Bool {
        let v = u.value
        return v == 0x9 || v == 0xA || v == 0xD || (0x20...0xD7FF).contains(v) || (0xE000...0xFFFD).contains(v) || (0x10000...0x10FFFF).contains(v)
    }
}
