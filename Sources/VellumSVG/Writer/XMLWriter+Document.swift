extension XMLWriter {
    /// The finished document: this writer's markup, then `content`'s, then
    /// every element still open here closed, then `trailer`, copied once into
    /// the string (no joined intermediate buffer).
    ///
    /// ```swift
    /// var head = XMLWriter()
    /// head.open("svg")
    /// head.document(enclosing: body, trailer: "\n")  // <svg>…body…</svg>\n
    /// ```
    package func document(enclosing content: XMLWriter, trailer: String) -> String {
        var head = self
        if !content.isEmpty { head.closeStartTag() }
        var tail = head.closingTail()
        tail.write(atMost: trailer.utf8.count) { $0.copy(trailer, at: 0) }
        return String(unsafeUninitializedCapacity: head.count + content.count + tail.count) { out in
            var i = head.copyBytes(to: out, at: 0)
            i = content.copyBytes(to: out, at: i)
            return tail.copyBytes(to: out, at: i)
        }
    }
}
