/// Where spelled UTF-8 goes: a plain byte array, or an `XMLWriter`'s markup.
/// Spellers (`SVGNumber`, `SVGPathData`, the escaper) write a bounded piece
/// at a time straight into the sink's storage, with no scratch buffer.
///
/// ```swift
/// var bytes: [UInt8] = []
/// bytes.write(atMost: SVGNumber.maximumLength) { SVGNumber.write(2.5, decimals: 3, to: $0, at: 0) }
/// ```
package protocol UTF8Sink {
    /// Writes at most `maximum` bytes in place. `body` gets room for exactly
    /// `maximum` bytes, writes from offset 0, and returns how many it wrote;
    /// those are kept, in order after everything written before.
    mutating func write(atMost maximum: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int)
}

extension Array: UTF8Sink where Element == UInt8 {
    /// Writes straight into the array's spare capacity (growing it as
    /// `append` would) where the toolchain has `OutputSpan` (Swift 6.2), and
    /// through `writeCopying` before it.
    @inline(__always)
    package mutating func write(atMost maximum: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        #if compiler(>=6.2)
        append(addingCapacity: maximum) { span in
            span.withUnsafeMutableBufferPointer { buffer, count in
                let written = body(buffer)
                precondition(written <= maximum, "wrote past the room asked for")
                count = written
            }
        }
        #else
        writeCopying(atMost: maximum, body)
        #endif
    }

    /// `write(atMost:_:)` for any Swift 6 toolchain (and tested on all): a
    /// small piece is spelled on the stack and appended, a large one in the
    /// array's storage (`maximum` bytes added, written, the unused dropped).
    @inline(__always)
    mutating func writeCopying(atMost maximum: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        if maximum <= 256 {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximum) { scratch in
                let written = body(scratch)
                precondition(written <= maximum, "wrote past the room asked for")
                append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<written]))
            }
            return
        }
        let start = count
        append(contentsOf: repeatElement(0, count: maximum))
        let written = withUnsafeMutableBufferPointer { all in body(UnsafeMutableBufferPointer(rebasing: all[start...])) }
        precondition(written <= maximum, "wrote past the room asked for")
        removeLast(maximum - written)
    }
}

extension UnsafeMutableBufferPointer where Element == UInt8 {
    /// Copies the UTF-8 of `s` in at `offset` and returns the offset after it.
    @inline(__always)
    func copy(_ s: String, at offset: Int) -> Int {
        var i = offset
        for b in s.utf8 { self[i] = b; i += 1 }
        return i
    }
}
