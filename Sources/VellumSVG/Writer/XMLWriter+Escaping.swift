import VellumXML

extension XMLWriter {
    /// Writes an attribute of the open start tag, its value escaped by
    /// `XMLEscaper.attribute`. A value that needs no escaping is written with
    /// its name in one piece.
    package mutating func attribute(_ name: String, _ value: String) {
        assertStartTagOpen()
        var clean = true
        write(atMost: name.utf8.count + 4 + value.utf8.count) { buffer in
            let start = Self.writeAttributeStart(name, to: buffer)
            guard let end = XMLEscaper.attribute.copyUnlessEscaping(value, to: buffer, at: start) else {
                clean = false
                return 0
            }
            buffer[end] = UInt8(ascii: "\"")
            return end + 1
        }
        if clean { return }
        beginAttribute(name)
        Self.appendEscaped(value, quote: true, to: &self)
        endAttribute()
    }

    /// Appends `s` to `sink`, escaped for a double-quoted attribute value
    /// (`XMLEscaper.attribute`) when `quote`, else for character data
    /// (`XMLEscaper.text`), straight into the sink's storage.
    package static func appendEscaped<Sink: UTF8Sink>(_ s: String, quote: Bool, to sink: inout Sink) {
        let escaper = quote ? XMLEscaper.attribute : XMLEscaper.text
        escaper.write(s) { maximum, body in sink.write(atMost: maximum, body) }
    }
}
