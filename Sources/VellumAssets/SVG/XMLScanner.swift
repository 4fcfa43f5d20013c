import VellumCore
import VellumGeometry

/// Splits UTF-8 XML text into ``XMLToken``s, one at a time, refusing what is not
/// well-formed at the token level (unterminated tags, comments or strings,
/// attributes without quoted values, `<` inside an attribute value).
///
/// It works on bytes with bounds checks throughout, so any input either yields
/// tokens or throws; it never traps. Nesting is checked by its caller.
package struct XMLScanner: Sendable {
    private let bytes: [UInt8]
    private let name: String
    private var offset = 0

    /// Creates a scanner over UTF-8 `bytes`; `name` (the file) appears in errors.
    package init(bytes: [UInt8], name: String) {
        self.bytes = bytes; self.name = name
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    /// The next token, or `nil` at the end of the input.
    package mutating func next() throws -> XMLToken? {
        guard offset < bytes.count else { return nil }
        guard bytes[offset] == UInt8(ascii: "<") else {
            let end = bytes[offset...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
            defer { offset = end }
            return .text(string(offset ..< end))
        }
        if matches("<!--") {
            let end = try find("-->", from: offset + 4, what: "a comment")
            offset = end + 3
            return .comment
        }
        if matches("<![CDATA[") {
            let end = try find("]]>", from: offset + 9, what: "a CDATA section")
            defer { offset = end + 3 }
            return .cdata(string(offset ..< end + 3))
        }
        if matches("<!DOCTYPE") || matches("<!doctype") { return try doctype() }
        if matches("<!") { throw corrupt("has an unknown '<!' declaration at byte \(offset)") }
        if matches("<?") {
            offset = try find("?>", from: offset + 2, what: "a processing instruction") + 2
            return .processingInstruction
        }
        if matches("</") {
            offset += 2
            let tagName = try readName(what: "a closing tag")
            skipWhitespace()
            guard byte(at: offset) == UInt8(ascii: ">") else { throw corrupt("has an unterminated closing tag </\(tagName)") }
            offset += 1
            return .endTag(name: tagName)
        }
        return try startTag()
    }

    private mutating func startTag() throws -> XMLToken {
        offset += 1
        let tagName = try readName(what: "a tag")
        var attributes: [XMLAttribute] = []
        while true {
            let hadSpace = skipWhitespace()
            guard let current = byte(at: offset) else { throw corrupt("ends inside the tag <\(tagName)>") }
            if current == UInt8(ascii: ">") {
                offset += 1
                return .startTag(name: tagName, attributes: attributes, selfClosing: false)
            }
            if current == UInt8(ascii: "/") {
                guard byte(at: offset + 1) == UInt8(ascii: ">") else { throw corrupt("has a stray '/' in the tag <\(tagName)>") }
                offset += 2
                return .startTag(name: tagName, attributes: attributes, selfClosing: true)
            }
            guard hadSpace else { throw corrupt("needs a space between attributes in the tag <\(tagName)>") }
            attributes.append(try attribute(in: tagName))
        }
    }

    private mutating func attribute(in tagName: String) throws -> XMLAttribute {
        let attributeName = try readName(what: "an attribute of <\(tagName)>")
        skipWhitespace()
        guard byte(at: offset) == UInt8(ascii: "=") else {
            throw corrupt("has the attribute '\(attributeName)' without a value in <\(tagName)>")
        }
        offset += 1
        skipWhitespace()
        guard let quote = byte(at: offset), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw corrupt("has an unquoted value for '\(attributeName)' in <\(tagName)>")
        }
        let start = offset + 1
        guard let end = bytes[start...].firstIndex(of: quote) else {
            throw corrupt("ends inside the value of '\(attributeName)' in <\(tagName)>")
        }
        guard !bytes[start ..< end].contains(UInt8(ascii: "<")) else {
            throw corrupt("has '<' inside the value of '\(attributeName)' in <\(tagName)>")
        }
        offset = end + 1
        return XMLAttribute(name: attributeName, rawValue: string(start ..< end), quote: Character(Unicode.Scalar(quote)))
    }

    private mutating func doctype() throws -> XMLToken {
        var index = offset + 9
        var quote: UInt8?
        var inSubset = false, sawSubset = false
        while let current = byte(at: index) {
            if let open = quote {
                if current == open { quote = nil }
            } else if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") {
                quote = current
            } else if current == UInt8(ascii: "[") {
                inSubset = true; sawSubset = true
            } else if current == UInt8(ascii: "]") {
                inSubset = false
            } else if current == UInt8(ascii: ">"), !inSubset {
                let text = string(offset ..< index)
                offset = index + 1
                return .doctype(declaresEntities: sawSubset || text.contains("ENTITY"))
            }
            index += 1
        }
        throw corrupt("ends inside its <!DOCTYPE> declaration")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private mutating func readName(what: String) throws -> String {
        let start = offset
        while let current = byte(at: offset), !Self.isSpace(current),
              !"/>=<\"'".utf8.contains(current) {
            offset += 1
        }
        guard offset > start else { throw corrupt("has \(what) without a name at byte \(start)") }
        return string(start ..< offset)
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = offset
        while let current = byte(at: offset), Self.isSpace(current) { offset += 1 }
        return offset > start
    }

    private func byte(at index: Int) -> UInt8? {
        index >= 0 && index < bytes.count ? bytes[index] : nil
    }

    private func matches(_ text: String) -> Bool {
        let pattern = Array(text.utf8)
        return offset <= bytes.count - pattern.count && bytes[offset ..< offset + pattern.count].elementsEqual(pattern)
    }

    private func find(_ text: String, from start: Int, what: String) throws -> Int {
        let pattern = Array(text.utf8)
        var index = start
        while index <= bytes.count - pattern.count {
            guard let first = bytes[index...].firstIndex(of: pattern[0]) else { break }
            guard first <= bytes.count - pattern.count else { break }
            if bytes[first ..< first + pattern.count].elementsEqual(pattern) { return first }
            index = first + 1
        }
        throw corrupt("ends inside \(what)")
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func corrupt(_ problem: String) -> VellumError {
        .corruptFile(name, "is not a well-formed SVG file: it \(problem)",
                     fix: "Fix the markup or re-export the SVG.")
    }
}
