/// The one escaper of Vellum's markup: text and attribute values for XML (the
/// SVG writer, the canonical text of the diff) and HTML (reports and galleries).
///
/// `&`, `<` and `>` always become references; the options choose what else
/// does, so that each kind of output keeps its exact bytes:
///
/// ```swift
/// XMLEscaper.text.escaping("a < b\r")            // "a &lt; b&#13;"
/// XMLEscaper.attribute.escaping("say \"hi\"\n")  // "say &quot;hi&quot;&#10;"
/// XMLEscaper.html.escaping("it's <b>")           // "it&#39;s &lt;b&gt;"
/// XMLEscaper.minimal(quotes: true).escaping("\"\u{1}\"")  // "&quot;\u{1}&quot;"
/// ```
///
/// Most strings (numbers, colours, ids, labels) need nothing: they are checked
/// byte by byte against a 256-bit table and copied in the same pass.
package struct XMLEscaper: Sendable, Hashable {
    /// Whether `"` becomes `&quot;` (a double-quoted attribute value).
    package let quotes: Bool
    /// Whether `'` becomes `&#39;` (HTML, where a value may be single-quoted).
    package let apostrophes: Bool
    /// Whether a line feed and a tab become `&#10;` and `&#9;`, which a parser's
    /// attribute-value normalisation would otherwise read as spaces.
    package let lineBreaksAndTabs: Bool
    /// Whether the result is made valid XML 1.0 text: a carriage return becomes
    /// `&#13;` (a parser would turn it into a line feed) and characters XML cannot
    /// hold (most control characters, U+FFFE, U+FFFF) are dropped.
    package let validXML: Bool
    /// Which bytes may change, one bit per byte value: a string with none of them is copied as is.
    @usableFromInline let changingBytes: (UInt64, UInt64, UInt64, UInt64)

    /// Creates an escaper; `&`, `<` and `>` are always escaped.
    package init(quotes: Bool, apostrophes: Bool = false, lineBreaksAndTabs: Bool = false, validXML: Bool = false) {
        self.quotes = quotes
        self.apostrophes = apostrophes
        self.lineBreaksAndTabs = lineBreaksAndTabs
        self.validXML = validXML
        var bits: [UInt64] = [0, 0, 0, 0]
        func mark(_ byte: UInt8) { bits[Int(byte >> 6)] |= 1 << UInt64(byte & 63) }
        for byte in "&<>".utf8 { mark(byte) }
        if quotes { mark(UInt8(ascii: "\"")) }
        if apostrophes { mark(UInt8(ascii: "'")) }
        if lineBreaksAndTabs { mark(0x0A); mark(0x09) }
        if validXML {
            // Controls, and every byte of a non-ASCII scalar (which may be U+FFFE or U+FFFF).
            for byte in UInt8(0)..<0x20 { mark(byte) }
            for byte in UInt8(0x80)...0xFF { mark(byte) }
        }
        changingBytes = (bits[0], bits[1], bits[2], bits[3])
    }

    /// Character data of an XML document Vellum writes: `\r` as `&#13;`, characters XML cannot hold dropped.
    package static let text = XMLEscaper(quotes: false, validXML: true)
    /// A double-quoted attribute value of an XML document Vellum writes: as ``text``,
    /// with `"`, line feeds and tabs as references too.
    package static let attribute = XMLEscaper(quotes: true, lineBreaksAndTabs: true, validXML: true)
    /// HTML text or a quoted attribute value: `&`, `<`, `>`, `"` and `'`.
    package static let html = XMLEscaper(quotes: true, apostrophes: true)

    /// Only `&`, `<` and `>`, and `"` when `quotes` (text meant for people to read, such as a diff).
    package static func minimal(quotes: Bool) -> XMLEscaper {
        XMLEscaper(quotes: quotes)
    }

    /// Whether `byte` may change under escaping.
    @inlinable @inline(__always)
    package func mayChange(_ byte: UInt8) -> Bool {
        let word: UInt64
        switch byte >> 6 {
        case 0: word = changingBytes.0
        case 1: word = changingBytes.1
        case 2: word = changingBytes.2
        default: word = changingBytes.3
        }
        return word >> UInt64(byte & 63) & 1 != 0
    }

    /// What becomes of one scalar: kept as is, dropped, or written as a reference.
    package func replacement(for scalar: Unicode.Scalar) -> Replacement {
        switch scalar {
        case "&": return .reference("&amp;")
        case "<": return .reference("&lt;")
        case ">": return .reference("&gt;")
        case "\"" where quotes: return .reference("&quot;")
        case "'" where apostrophes: return .reference("&#39;")
        case "\n" where lineBreaksAndTabs: return .reference("&#10;")
        case "\t" where lineBreaksAndTabs: return .reference("&#9;")
        case "\r" where validXML: return .reference("&#13;")
        default: return validXML && !Self.isAllowed(scalar) ? .drop : .keep
        }
    }

    /// `s` escaped (`s` itself when nothing in it changes).
    package func escaping(_ s: String) -> String {
        guard s.utf8.contains(where: mayChange) else { return s }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(s.utf8.count + 16)
        append(s, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `s`, escaped, to `bytes`.
    package func append(_ s: String, to bytes: inout [UInt8]) {
        write(s) { maximum, body in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximum) { scratch in
                let written = body(scratch)
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<written]))
            }
        }
    }

    /// Writes `s` escaped through `sink`, a writer that gives `body` room for at
    /// most `maximum` bytes in place and keeps the count it returns (as
    /// `UTF8Sink.write(atMost:_:)` of the SVG writer does).
    ///
    /// A string that needs nothing is copied in the pass that checks it; only a
    /// string with a byte that could change is taken back and written scalar by scalar.
    package func write(_ s: String, to sink: (_ maximum: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int) -> Void) {
        var clean = true
        sink(s.utf8.count) { buffer in
            guard let end = copyUnlessEscaping(s, to: buffer, at: 0) else {
                clean = false
                return 0
            }
            return end
        }
        if clean { return }
        for scalar in s.unicodeScalars {
            switch replacement(for: scalar) {
            case .drop:
                continue
            case .keep:
                sink(4) { buffer in
                    var index = 0
                    for byte in UTF8.encode(scalar)! {
                        buffer[index] = byte
                        index += 1
                    }
                    return index
                }
            case .reference(let entity):
                sink(entity.utf8.count) { buffer in
                    var index = 0
                    for byte in entity.utf8 {
                        buffer[index] = byte
                        index += 1
                    }
                    return index
                }
            }
        }
    }

    /// Copies the UTF-8 of `s` into `buffer` at `offset` and returns the offset
    /// after it, or `nil` (the bytes written so far are to be dropped) as soon
    /// as a byte could change under escaping.
    @inlinable @inline(__always)
    package func copyUnlessEscaping(_ s: String, to buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int? {
        var index = offset
        for byte in s.utf8 {
            if mayChange(byte) { return nil }
            buffer[index] = byte
            index += 1
        }
        return index
    }

    /// Whether XML 1.0 allows the character.
    package static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v == 0x9 || v == 0xA || v == 0xD || (0x20...0xD7FF).contains(v) || (0xE000...0xFFFD).contains(v)
            || (0x10000...0x10FFFF).contains(v)
    }

    /// Hashes the options (the table follows from them).
    package func hash(into hasher: inout Hasher) {
        hasher.combine(quotes)
        hasher.combine(apostrophes)
        hasher.combine(lineBreaksAndTabs)
        hasher.combine(validXML)
    }

    /// Escapers are equal when their options are.
    package static func == (a: XMLEscaper, b: XMLEscaper) -> Bool {
        (a.quotes, a.apostrophes, a.lineBreaksAndTabs, a.validXML) == (b.quotes, b.apostrophes, b.lineBreaksAndTabs, b.validXML)
    }
}
