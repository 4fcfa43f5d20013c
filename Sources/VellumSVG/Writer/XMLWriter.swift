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
        output.append("<")
        output.append(name)
        writeAttributes(attributes)
        open.append(name)
        startTagOpen = true
    }

    /// Writes an element with no content.
    package mutating func empty(_ name: String, _ attributes: [(String, String)] = []) {
        closeStartTag()
        output.append("<")
        output.append(name)
        writeAttributes(attributes)
        output += "/>"
    }

    /// Writes escaped character data.
    package mutating func text(_ s: String) {
        closeStartTag()
        Self.appendEscaped(s, quote: false, to: &output)
    }

    /// Closes the innermost open element.
    package mutating func close() {
        guard let name = open.popLast() else { return }
        if startTagOpen { output += "/>"; startTagOpen = false; return }
        output += "</" + name + ">"
    }

    /// Appends markup written by another writer (a finished fragment).
    package mutating func append(_ fragment: XMLWriter) {
        guard !fragment.output.isEmpty else { return }
        closeStartTag()
        output += fragment.output
    }

    private mutating func closeStartTag() {
        if startTagOpen { output += ">"; startTagOpen = false }
    }

    private mutating func writeAttributes(_ attributes: [(String, String)]) {
        // Appended piece by piece: no temporary string per attribute.
        for (k, v) in attributes {
            output.append(" ")
            output.append(k)
            output.append("=\"")
            Self.appendEscaped(v, quote: true, to: &output)
            output.append("\"")
        }
    }

    /// `s` escaped for XML text or a double-quoted attribute. Characters XML
    /// cannot hold (most control characters, U+FFFE, U+FFFF) are dropped.
    package static func escape(_ s: String, quote: Bool) -> String {
        var out = ""
        appendEscaped(s, quote: quote, to: &out)
        return out
    }

    /// Appends `s` escaped as `escape(_:quote:)` spells it. Most values (numbers,
    /// colours, ids, path data) need no escaping; they are appended whole.
    package static func appendEscaped(_ s: String, quote: Bool, to out: inout String) {
        if !needsEscaping(s) { out.append(s); return }
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
    }

    /// Whether any byte of `s` could change under escaping: markup characters,
    /// controls, or bytes of non-ASCII scalars (which may be U+FFFE or U+FFFF).
    private static func needsEscaping(_ s: String) -> Bool {
        s.utf8.contains { b in b < 0x20 || b >= 0x80 || b == 0x26 || b == 0x3C || b == 0x3E || b == 0x22 }
    }

    /// Whether XML 1.0 allows the character.
    package static func isAllowed(_ u: Unicode.Scalar) -> Bool {
        let v = u.value
        return v == 0x9 || v == 0xA || v == 0xD || (0x20...0xD7FF).contains(v) || (0xE000...0xFFFD).contains(v) || (0x10000...0x10FFFF).contains(v)
    }
}
