extension XMLWriter {
    // Numbers and path data are spelled by `SVGNumber` and `SVGPathData`
    // straight into the markup: digits, `-`, `.`, spaces and command letters,
    // none of which needs escaping.

    /// Writes an attribute whose value is one number.
    package mutating func attribute(_ name: String, number: Double, decimals: Int = SVGNumber.decimals) {
        assertStartTagOpen()
        write(atMost: name.utf8.count + 4 + SVGNumber.maximumLength) { buffer in
            let start = Self.writeAttributeStart(name, to: buffer)
            let end = SVGNumber.write(number, decimals: decimals, to: buffer, at: start)
            buffer[end] = UInt8(ascii: "\"")
            return end + 1
        }
    }

    /// Writes an attribute whose value is one number, unless it is spelled `0`
    /// (for `x` and `y`, whose default is 0).
    package mutating func attribute(_ name: String, nonZeroNumber number: Double) {
        assertStartTagOpen()
        write(atMost: name.utf8.count + 4 + SVGNumber.maximumLength) { buffer in
            let start = Self.writeAttributeStart(name, to: buffer)
            let end = SVGNumber.write(number, decimals: SVGNumber.decimals, to: buffer, at: start)
            if end == start + 1, buffer[start] == UInt8(ascii: "0") { return 0 }  // written, then taken back
            buffer[end] = UInt8(ascii: "\"")
            return end + 1
        }
    }

    /// Writes an attribute whose value is numbers separated by spaces.
    package mutating func attribute<S: Sequence>(_ name: String, numbers: S) where S.Element == CGFloat {
        beginAttribute(name)
        SVGNumber.appendList(numbers, to: &self)
        endAttribute()
    }

    /// Writes an attribute whose value is a path's data.
    package mutating func attribute(_ name: String, path: Path) {
        beginAttribute(name)
        SVGPathData.append(path, to: &self)
        endAttribute()
    }

    /// Writes ` name="`, the start of an attribute of the open start tag.
    /// The value follows, then `endAttribute()`.
    mutating func beginAttribute(_ name: String) {
        assertStartTagOpen()
        write(atMost: name.utf8.count + 3) { Self.writeAttributeStart(name, to: $0) }
    }

    /// Writes the closing quote of an attribute.
    mutating func endAttribute() {
        write(atMost: 1) { b in b[0] = UInt8(ascii: "\""); return 1 }
    }

    /// Writes ` name="` at the start of `buffer` and returns the offset after it.
    @inline(__always)
    static func writeAttributeStart(_ name: String, to buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        buffer[0] = UInt8(ascii: " ")
        let i = buffer.copy(name, at: 1)
        buffer[i] = UInt8(ascii: "=")
        buffer[i + 1] = UInt8(ascii: "\"")
        return i + 2
    }
}
