import Foundation
import VellumCore
import VellumGeometry

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

    /// Writes an attribute whose value is a colour's `#RRGGBB`
    /// (`RGBAColor.hexRGB`), spelled in place.
    package mutating func attribute(_ name: String, hexRGB color: RGBAColor) {
        let value = color.rgbValue
        // A channel set outside 0…1 spells more digits (or a sign): `hexRGB` writes those.
        guard (0...0xFF_FFFF).contains(value) else { attribute(name, color.hexRGB); return }
        assertStartTagOpen()
        write(atMost: name.utf8.count + 11) { buffer in
            let start = Self.writeAttributeStart(name, to: buffer)
            buffer[start] = UInt8(ascii: "#")
            for i in 0..<6 {
                let digit = UInt8((value >> (20 - 4 * i)) & 0xF)
                buffer[start + 1 + i] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "A") + digit - 10
            }
            buffer[start + 7] = UInt8(ascii: "\"")
            return start + 8
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
