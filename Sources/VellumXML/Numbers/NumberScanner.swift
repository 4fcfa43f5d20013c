/// Scans SVG numbers (`-1.5e3`, `.5`, `10px`) out of UTF-8 bytes: the one
/// number scanner of path data, transforms and number lists.
///
/// Follows the SVG number grammar, so compact path data such as `M10-5.5.5`
/// splits into `10`, `-5.5`, `.5`. Separators are whitespace and at most one comma.
/// Values are correctly rounded, as `Double(_:)` reads the same text.
///
/// The scanner borrows its bytes; make one with ``scanning(_:_:)``.
///
/// ```swift
/// NumberScanner.scanning("10,-5.5e1") { scanner in
///     (scanner.scanNumber(), { scanner.skipSeparator(); return scanner.scanNumber() }())
/// }   // (10, -55)
/// ```
package struct NumberScanner {
    /// The bytes scanned.
    package let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to scan.
    package var index: Int = 0

    /// A scanner at the start of `bytes`, which must outlive it.
    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Runs `body` with a scanner over the UTF-8 bytes of `text`, without copying large strings.
    package static func scanning<Result>(_ text: String, _ body: (inout NumberScanner) -> Result) -> Result {
        var copy = text
        return copy.withUTF8 { buffer in
            var scanner = NumberScanner(buffer)
            return body(&scanner)
        }
    }

    /// Whether every byte has been scanned.
    package var isAtEnd: Bool { index >= bytes.count }

    /// The next byte, or `nil` at the end.
    package var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Whether `byte` is XML whitespace (space, tab, line feed, carriage return) or a form feed.
    package static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0a || byte == 0x0d || byte == 0x0c
    }

    /// Whether `byte` is an ASCII digit.
    package static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Whether `byte` is an ASCII letter.
    package static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a)
    }

    /// Skips whitespace.
    package mutating func skipWhitespace() {
        while index < bytes.count, Self.isWhitespace(bytes[index]) {
            index += 1
        }
    }

    /// Skips whitespace, at most one comma, and whitespace again.
    package mutating func skipSeparator() {
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
        }
    }

    /// Whether a number starts at the current position.
    package var atNumberStart: Bool {
        guard let byte = current else { return false }
        if Self.isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
            return true
        }
        return false
    }

    /// Scans one number, or returns `nil` (leaving `index` unchanged) if none starts here.
    ///
    /// Up to 15 significant digits and a power of ten within ±22 (nearly every
    /// number in a drawing) the value is one exact product or quotient of two
    /// exact doubles, so correctly rounded; other numbers are read by `Double(_:)`.
    package mutating func scanNumber() -> Double? {
        let start = index
        var position = index
        var negative = false
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") {
            negative = bytes[position] == UInt8(ascii: "-")
            position += 1
        }
        var mantissa: UInt64 = 0
        var exponent = 0
        var digits = 0
        var significant = 0
        while position < bytes.count, Self.isDigit(bytes[position]) {
            accumulate(bytes[position], into: &mantissa, significant: &significant, exponent: &exponent, fraction: false)
            digits += 1
            position += 1
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            while position < bytes.count, Self.isDigit(bytes[position]) {
                accumulate(bytes[position], into: &mantissa, significant: &significant, exponent: &exponent, fraction: true)
                digits += 1
                position += 1
            }
        }
        guard digits > 0 else {
            index = start
            return nil
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            var probe = position + 1
            var exponentNegative = false
            if probe < bytes.count, bytes[probe] == UInt8(ascii: "-") || bytes[probe] == UInt8(ascii: "+") {
                exponentNegative = bytes[probe] == UInt8(ascii: "-")
                probe += 1
            }
            if probe < bytes.count, Self.isDigit(bytes[probe]) {
                var value = 0
                while probe < bytes.count, Self.isDigit(bytes[probe]) {
                    if value < 100_000 {
                        value = value * 10 + Int(bytes[probe] - 0x30)
                    }
                    probe += 1
                }
                exponent += exponentNegative ? -value : value
                position = probe
            }
        }
        index = position
        guard mantissa < 1 << 53, (-22...22).contains(exponent) else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            return Double(text) ?? (negative ? -.infinity : .infinity)
        }
        let magnitude = Self.scale(mantissa, byPowerOfTen: exponent)
        return negative ? -magnitude : magnitude
    }

    private func accumulate(_ digit: UInt8, into mantissa: inout UInt64, significant: inout Int, exponent: inout Int, fraction: Bool) {
        let value = UInt64(digit - 0x30)
        if significant < 19 {
            if mantissa != 0 || value != 0 {
                significant += 1
            }
            mantissa = mantissa * 10 + value
            if fraction {
                exponent -= 1
            }
        } else if !fraction {
            exponent += 1
        }
    }

    private static let powersOfTen: [Double] = (0...22).map { power in
        var value = 1.0
        for _ in 0..<power { value *= 10 }
        return value
    }

    /// `mantissa × 10^exponent` for `mantissa` below 2^53 and `exponent` within ±22:
    /// one rounding of an exact result (so `10`, `10.0` and `1e1` agree).
    private static func scale(_ mantissa: UInt64, byPowerOfTen exponent: Int) -> Double {
        let value = Double(mantissa)
        return exponent >= 0 ? value * powersOfTen[exponent] : value / powersOfTen[-exponent]
    }

    /// Scans an arc flag: a single `0` or `1`, which needs no separator after it.
    package mutating func scanFlag() -> Double? {
        guard let byte = current else { return nil }
        if byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") {
            index += 1
            return byte == UInt8(ascii: "1") ? 1 : 0
        }
        return nil
    }

    /// Scans a unit suffix made of letters or `%`.
    package mutating func scanUnit() -> String {
        let start = index
        while index < bytes.count, Self.isLetter(bytes[index]) || bytes[index] == UInt8(ascii: "%") {
            index += 1
        }
        if start == index { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }
}
