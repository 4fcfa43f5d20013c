#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks raw input before libxml2 sees it: size, emptiness, binary content
/// (NUL bytes, and optionally invalid UTF-8) and entity declarations (external
/// entities, entity bombs).
///
/// The scan jumps from `<` to `<` with `memchr` and finds a NUL byte with
/// `strnlen`, so it costs a small fraction of the parse; line numbers are
/// counted only for an error.
enum XMLInputScreen {
    /// Upper bounds read off the raw bytes, to size a tree's arrays once.
    struct Estimate {
        /// The number of `<`: at least the number of elements, and of text nodes.
        var tags = 0
        /// The number of `=`: at least the number of attributes.
        var equalSigns = 0
    }

    /// Throws for unacceptable input; otherwise returns bounds on its size.
    @discardableResult
    ///
    /// - Parameter validatingUTF8: Whether to check that the bytes are UTF-8 (text from a
    ///   Swift `String` always is).
    static func check(
        _ bytes: UnsafeBufferPointer<UInt8>, name: String, options: XMLReadOptions, validatingUTF8: Bool
    ) throws -> Estimate {
        if bytes.count > options.maxInputBytes || bytes.count > Int(Int32.max) {
            throw XMLReadError(
                .tooLarge, source: name,
                message: "input is \(bytes.count) bytes, over the limit of \(options.maxInputBytes)")
        }
        guard let base = bytes.baseAddress, !bytes.isEmpty else {
            throw empty(name)
        }
        let count = bytes.count
        let firstNUL = base.withMemoryRebound(to: CChar.self, capacity: count) { strnlen($0, count) }
        var tags = 0
        var sawDoctype = false
        var position = 0
        while position < firstNUL,
            let hit = memchr(base + position, Int32(UInt8(ascii: "<")), firstNUL - position)
        {
            let index = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
            tags += 1
            if index + 1 < count, bytes[index + 1] == UInt8(ascii: "!") {
                if matches(bytes, at: index, "<!DOCTYPE") {
                    sawDoctype = true
                } else if sawDoctype, matches(bytes, at: index, "<!ENTITY") {
                    throw XMLReadError.entityDeclaration(source: name, line: line(at: index, in: bytes))
                }
            }
            position = index + 1
        }
        if firstNUL < count {
            throw XMLReadError(
                .binary, source: name, line: line(at: firstNUL, in: bytes),
                message: "input holds a NUL byte: this is binary data, not XML text")
        }
        if validatingUTF8, let invalid = firstInvalidUTF8(in: bytes) {
            throw XMLReadError(
                .binary, source: name, line: line(at: invalid, in: bytes),
                message: "input is not valid UTF-8 text (byte \(invalid) starts no character)")
        }
        if tags == 0, !hasContent(bytes) {
            throw empty(name)
        }
        return Estimate(tags: tags, equalSigns: occurrences(of: UInt8(ascii: "="), in: bytes))
    }

    private static func occurrences(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var found = 0
        var position = 0
        while position < bytes.count, let hit = memchr(base + position, Int32(byte), bytes.count - position) {
            found += 1
            position = UnsafeRawPointer(hit) - UnsafeRawPointer(base) + 1
        }
        return found
    }

    private static func empty(_ name: String) -> XMLReadError {
        XMLReadError(.empty, source: name, message: "input is empty: expected an XML document")
    }

    /// The offset of the first byte that does not belong to a valid UTF-8 sequence, if any.
    private static func firstInvalidUTF8(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
            case .emptyInput:
                return nil
            case .error:
                return offset
            }
        }
    }

    /// Whether anything but whitespace and a byte-order mark is present.
    private static func hasContent(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for (index, byte) in bytes.enumerated() {
            let space = byte == 0x20 || byte == 0x09 || byte == 0x0a || byte == 0x0d
            let byteOrderMark = index < 3 && (byte == 0xef || byte == 0xbb || byte == 0xbf)
            if !space && !byteOrderMark {
                return true
            }
        }
        return false
    }

    /// The 1-based line of the byte at `index`.
    private static func line(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var line = 1
        for byte in bytes[..<index] where byte == 0x0a {
            line += 1
        }
        return line
    }

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<length where bytes[index + offset] != pointer[offset] {
            return false
        }
        return true
    }
}
