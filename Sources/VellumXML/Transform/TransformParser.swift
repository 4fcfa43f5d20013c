/// Parses an SVG transform list (`translate(10) rotate(45 5 5)`) into one
/// ``AffineMatrix``: `matrix`, `translate`, `scale`, `rotate` (with an optional
/// centre), `skewX` and `skewY`, separated by whitespace or a comma. The list
/// applies right to left, as SVG specifies.
///
/// ```swift
/// TransformParser.parse("translate(10 0) scale(2)")   // AffineMatrix(2, 0, 0, 2, 10, 0)
/// TransformParser.parse("perspective(3)")             // nil
/// ```
package enum TransformParser {
    /// The matrix `text` describes, or `nil` for a syntax error or an unknown
    /// function or argument count (so a caller can compare the text, or say so).
    package static func parse(_ text: String) -> AffineMatrix? {
        NumberScanner.scanning(text) { scanner in parse(&scanner) }
    }

    /// The list's matrix, folded left to right.
    private static func parse(_ scanner: inout NumberScanner) -> AffineMatrix? {
        var matrix = AffineMatrix.identity
        scanner.skipWhitespace()
        while !scanner.isAtEnd {
            let nameStart = scanner.index
            while let byte = scanner.current, NumberScanner.isLetter(byte) {
                scanner.index += 1
            }
            let name = String(decoding: UnsafeBufferPointer(rebasing: scanner.bytes[nameStart..<scanner.index]), as: UTF8.self)
            scanner.skipWhitespace()
            guard !name.isEmpty, scanner.current == UInt8(ascii: "(") else { return nil }
            scanner.index += 1
            scanner.skipWhitespace()
            var arguments: [Double] = []
            while scanner.current != UInt8(ascii: ")") {
                guard let value = scanner.scanNumber() else { return nil }
                arguments.append(value)
                scanner.skipSeparator()
            }
            scanner.index += 1
            guard let step = function(name, arguments) else { return nil }
            matrix = matrix.concatenating(step)
            scanner.skipSeparator()
        }
        return matrix
    }

    /// One transform function's matrix, or `nil` for an unknown function or argument count.
    private static func function(_ name: String, _ a: [Double]) -> AffineMatrix? {
        switch (name, a.count) {
        case ("matrix", 6):
            return AffineMatrix(a[0], a[1], a[2], a[3], a[4], a[5])
        case ("translate", 1):
            return .translation(a[0], 0)
        case ("translate", 2):
            return .translation(a[0], a[1])
        case ("scale", 1):
            return .scale(a[0], a[0])
        case ("scale", 2):
            return .scale(a[0], a[1])
        case ("rotate", 1):
            return .rotation(degrees: a[0])
        case ("rotate", 3):
            return AffineMatrix.translation(a[1], a[2])
                .concatenating(.rotation(degrees: a[0]))
                .concatenating(.translation(-a[1], -a[2]))
        case ("skewX", 1):
            return .skewX(degrees: a[0])
        case ("skewY", 1):
            return .skewY(degrees: a[0])
        default:
            return nil
        }
    }
}
