extension XMLWriter {
    /// Writes an attribute of the open start tag, its value escaped. A value
    /// that needs no escaping is written with its name in one piece.
    package mutating func attribute(_ name: String, _ value: String) {
        assertStartTagOpen()
        var clean = true
        write(atMost: name.utf8.count + 4 + value.utf8.count) { buffer in
            let start = Self.writeAttributeStart(name, to: buffer)
            guard let end = Self.copyUnlessEscaping(value, to: buffer, at: start) else { clean = false; return 0 }
            buffer[end] = UInt8(ascii: "\"")
            return end + 1
        }
        if clean { return }
        beginAttribute(name)
        Self.appendEscaped(value, quote: true, to: &self)
        endAttribute()
    }

    /// `s` escaped for XML text or a double-quoted attribute. Characters XML
    /// cannot hold (most control characters, U+FFFE, U+FFFF) are dropped.
    package static func escape(_ s: String, quote: Bool) -> String {
        var out: [UInt8] = []
        appendEscaped(s, quote: quote, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `s` to `sink`, escaped as `escape(_:quote:)` spells it. Most
    /// values (colours, ids, labels) need no escaping: they are copied in the
    /// same pass that checks them, and only a string with a byte that could
    /// change is taken back and written scalar by scalar.
    package static func appendEscaped<Sink: UTF8Sink>(_ s: String, quote: Bool, to sink: inout Sink) {
        var clean = true
        sink.write(atMost: s.utf8.count) { buffer in
            guard let end = copyUnlessEscaping(s, to: buffer, at: 0) else { clean = false; return 0 }
            return end
        }
        if clean { return }
        for u in s.unicodeScalars {
            let entity: String?
            switch u {
            case "&": entity = "&amp;"
            case "<": entity = "&lt;"
            case ">": entity = "&gt;"
            case "\"" where quote: entity = "&quot;"
            case "\n" where quote: entity = "&#10;"
            case "\r": entity = "&#13;"
            case "\t" where quote: entity = "&#9;"
            default:
                guard isAllowed(u) else { continue }
                entity = nil
            }
            sink.write(atMost: 6) { buffer in
                if let entity { return buffer.copy(entity, at: 0) }
                var i = 0
                for b in UTF8.encode(u)! { buffer[i] = b; i += 1 }
                return i
            }
        }
    }

    /// Copies the UTF-8 of `s` into `buffer` at `offset` and returns the
    /// offset after it, or nil (the bytes written so far are to be dropped)
    /// as soon as a byte could change under escaping.
    @inline(__always)
    private static func copyUnlessEscaping(_ s: String, to buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int? {
        var i = offset
        for b in s.utf8 {
            if mayChange(b) { return nil }
            buffer[i] = b
            i += 1
        }
        return i
    }

    /// Whether a UTF-8 byte could change under escaping: markup characters,
    /// controls, or bytes of non-ASCII scalars (which may be U+FFFE or U+FFFF).
    @inline(__always)
    private static func mayChange(_ b: UInt8) -> Bool {
        b < 0x20 || b >= 0x80 || b == 0x26 || b == 0x3C || b == 0x3E || b == 0x22
    }

    /// Whether XML 1.0 allows the character.
    package static func isAllowed(_ u: Unicode.Scalar) -> Bool {
        let v = u.value
        return v == 0x9 || v == 0xA || v == 0xD || (0x20...0xD7FF).contains(v) || (0xE000...0xFFFD).contains(v) || (0x10000...0x10FFFF).contains(v)
    }
}
