import VellumGeometry

/// Bounds-checked reads of big- and little-endian integers from a byte array.
///
/// Every read returns `nil` instead of trapping when it would run past the end,
/// so decoders built on it cannot crash on truncated or hostile input.
package struct ByteReader: Sendable {
    /// The bytes being read.
    package let bytes: [UInt8]

    /// Creates a reader over `bytes`.
    package init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The number of bytes.
    package var count: Int { bytes.count }

    /// Whether `length` bytes starting at `offset` are all inside the array.
    package func contains(_ offset: Int, length: Int) -> Bool {
        offset >= 0 && length >= 0 && offset <= bytes.count && length <= bytes.count - offset
    }

    /// The byte at `offset`, or `nil` past the end.
    package func uint8(at offset: Int) -> UInt8? {
        contains(offset, length: 1) ? bytes[offset] : nil
    }

    /// A 16-bit integer at `offset`, big-endian unless `littleEndian`.
    package func uint16(at offset: Int, littleEndian: Bool = false) -> UInt16? {
        guard contains(offset, length: 2) else { return nil }
        let a = UInt16(bytes[offset]), b = UInt16(bytes[offset + 1])
        return littleEndian ? b << 8 | a : a << 8 | b
    }

    /// A 32-bit integer at `offset`, big-endian unless `littleEndian`.
    package func uint32(at offset: Int, littleEndian: Bool = false) -> UInt32? {
        guard let high = uint16(at: littleEndian ? offset + 2 : offset, littleEndian: littleEndian),
              let low = uint16(at: littleEndian ? offset : offset + 2, littleEndian: littleEndian)
        else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }

    /// The bytes in `offset ..< offset + length`, or `nil` if that runs past the end.
    package func slice(_ offset: Int, length: Int) -> ArraySlice<UInt8>? {
        contains(offset, length: length) ? bytes[offset ..< offset + length] : nil
    }

    /// Whether the bytes at `offset` equal `expected`.
    package func matches(_ expected: [UInt8], at offset: Int) -> Bool {
        guard let found = slice(offset, length: expected.count) else { return false }
        return found.elementsEqual(expected)
    }
}
