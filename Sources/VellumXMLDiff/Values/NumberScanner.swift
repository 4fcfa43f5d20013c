/// Scans SVG numbers (`-1.5e3`, `.5`, `10px`) out of UTF-8 bytes.
///
/// Follows the SVG number grammar, so compact path data such as `M10-5.5.5`
/// splits into `10`, `-5.5`, `.5`. Separators are whitespace and at most one comma.
///
/// The scanner borrows its bytes; make one with ``scanning(_:_:)``.
struct NumberScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Runs `body` with a scanner over the UTF-8 bytes of `text`, without copying large strings.
    static func scanning<Result>(_ text: String, _ body: (inout NumberScanner) -> Result) -> Result {
        var copy = text
        return copy.withUTF8 { buffer in
            var scanner = NumberScanner(buffer)
            return body(&scanner)
        }
    }

    var isAtEnd: Bool { index >= bytes.count }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0a || byte == 0x0d || byte == 0x0c
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a)
    }

    mutating func skipWhitespace() {
        while index < bytes.count, Self.isWhitespace(bytes[index]) {
            index += 1
        }
    }

    /// Skips whitespace, at most one comma, and whitespace again.
    mutating func skipSeparator() {
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
        }
    }

    /// Whether a number starts at the current position.
    var atNumberStart: Bool {
        guard let byte = current else { return false }
        if Self.isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
            return true
        }
        return false
    }

    /// Scans one number, or returns `nil` (leaving `index` unchanged) if none starts here.
    mutating func scanNumber() -> Double? {
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

    /// `mantissa × 10^exponent`, exact for the common small exponents (so `10`, `10.0` and `1e1` agree).
    static func scale(_ mantissa: UInt64, byPowerOfTen exponent: Int) -> Double {
        var value = Double(mantissa)
        if value == 0 { return 0 }
        var remaining = exponent
        while remaining > 22 {
            value *= 1e22
            remaining -= 22
            if value.isInfinite { return value }
        }
        while remaining < -22 {
            value /= 1e22
            remaining += 22
            if value == 0 { return 0 }
        }
        if remaining >= 0 {
            return value * powersOfTen[remaining]
        }
        return value / powersOfTen[-remaining]
    }

    /// Scans an arc flag: a single `0` or `1`, which needs no separator after it.
    mutating func scanFlag() -> Double? {
        guard let byte = current else { return nil }
        if byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") {
            index += 1
            return byte == UInt8(ascii: "1") ? 1 : 0
        }
        return nil
    }

    /// Scans a unit suffix made of letters or `%`.
    mutating func scanUnit() -> String {
        let start = index
        while index < bytes.count, Self.isLetter(bytes[index]) || bytes[index] == UInt8(ascii: "%") {
            index += 1
        }
        if start == index { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }
}
