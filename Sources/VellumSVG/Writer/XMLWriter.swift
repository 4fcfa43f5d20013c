/// The one place that writes markup. Element and attribute names come from
/// Vellum's code; every value and text goes through the escaper here
/// (`XMLWriter+Escaping.swift`), so no user string can become markup.
///
/// The markup is kept as UTF-8 bytes in chunks: once a chunk holds
/// `chunkSize` bytes a new one is started, so a large document is never
/// copied to grow. It becomes a `String` once, at the end
/// (`document(enclosing:trailer:)`). An element is written as it is read:
/// `open`, then its attributes one by one, then children or `close`.
///
/// ```swift
/// var w = XMLWriter()
/// w.open("rect")
/// w.attribute("width", number: 10)
/// w.attribute("fill", "#FF0000")
/// w.close()
/// w.output  // <rect width="10" fill="#FF0000"/>
/// ```
package struct XMLWriter: UTF8Sink {
    /// Bytes a chunk holds before the next one starts (the first grows to it
    /// like an array, so a small fragment stays small).
    static let chunkSize = 1 << 20
    /// Finished chunks, in order.
    private var chunks: [[UInt8]] = []
    /// Bytes in the finished chunks.
    private var chunkedCount = 0
    /// The chunk being written.
    private var current: [UInt8] = []
    /// Names of the elements still open, innermost last.
    private var open: [String] = []
    /// Whether the innermost element's start tag still takes attributes.
    private var startTagOpen = false

    /// Creates an empty writer.
    package init() {}

    /// The markup so far, as a string (a copy: for tests, keys and fragments).
    package var output: String {
        String(unsafeUninitializedCapacity: count) { out in copyBytes(to: out, at: 0) }
    }

    /// How many bytes have been written.
    package var count: Int { chunkedCount + current.count }

    /// Whether nothing has been written.
    package var isEmpty: Bool { count == 0 }

    /// Writes at most `maximum` bytes in place (see `UTF8Sink`), starting a
    /// new chunk first when the current one is full and has no room.
    @inline(__always)
    package mutating func write(atMost maximum: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        if current.count >= Self.chunkSize, current.capacity - current.count < maximum { startChunk(reserving: maximum) }
        current.write(atMost: maximum, body)
    }

    /// Sets the current chunk aside and starts one with room for `maximum` bytes at least.
    @inline(never)
    private mutating func startChunk(reserving maximum: Int) {
        chunkedCount += current.count
        chunks.append(current)
        current = []  // `chunks` now holds the only reference: no copy
        current.reserveCapacity(Swift.max(maximum, Self.chunkSize))
    }

    /// Copies every byte written, in order, into `out` from `offset` on, and
    /// returns the offset after them.
    func copyBytes(to out: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        var i = offset
        for part in chunks + [current] {
            part.withUnsafeBufferPointer { p in
                guard let from = p.baseAddress, let to = out.baseAddress, !p.isEmpty else { return }
                (to + i).initialize(from: from, count: p.count)
                i += p.count
            }
        }
        return i
    }

    /// Opens an element; attributes may follow until its content or `close()`.
    package mutating func open(_ name: String) {
        closeStartTag()
        write(atMost: name.utf8.count + 1) { b in b[0] = UInt8(ascii: "<"); return b.copy(name, at: 1) }
        open.append(name)
        startTagOpen = true
    }

    /// Opens an element with `attributes`, in order.
    package mutating func open(_ name: String, _ attributes: [(String, String)]) {
        open(name)
        for (k, v) in attributes { attribute(k, v) }
    }

    /// Writes an element with no content.
    package mutating func empty(_ name: String, _ attributes: [(String, String)] = []) {
        open(name, attributes)
        close()
    }

    /// Writes escaped character data.
    package mutating func text(_ s: String) {
        closeStartTag()
        Self.appendEscaped(s, quote: false, to: &self)
    }

    /// Closes the innermost open element (`/>` when it has no content).
    package mutating func close() {
        guard let name = open.popLast() else { return }
        if startTagOpen {
            startTagOpen = false
            write(atMost: 2) { b in b[0] = UInt8(ascii: "/"); b[1] = UInt8(ascii: ">"); return 2 }
            return
        }
        write(atMost: name.utf8.count + 3) { b in
            b[0] = UInt8(ascii: "<"); b[1] = UInt8(ascii: "/")
            let i = b.copy(name, at: 2)
            b[i] = UInt8(ascii: ">")
            return i + 1
        }
    }

    /// Appends markup written by another writer (a finished fragment).
    package mutating func append(_ fragment: XMLWriter) {
        guard !fragment.isEmpty else { return }
        closeStartTag()
        write(atMost: fragment.count) { fragment.copyBytes(to: $0, at: 0) }
    }

    /// The bytes that would close every open element, innermost first, as
    /// `close()` writes them (the end of a document).
    func closingTail() -> XMLWriter {
        var w = XMLWriter()
        w.open = open
        w.startTagOpen = startTagOpen
        while !w.open.isEmpty { w.close() }
        return w
    }

    /// Ends the open start tag, so content can follow.
    mutating func closeStartTag() {
        if startTagOpen {
            startTagOpen = false
            write(atMost: 1) { b in b[0] = UInt8(ascii: ">"); return 1 }
        }
    }

    /// Checks (in debug builds) that an attribute has a start tag to go in.
    func assertStartTagOpen() {
        assert(startTagOpen, "an attribute needs an open start tag")
    }
}
