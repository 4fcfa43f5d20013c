/// Parses an SVG transform list (`translate(10) rotate(45 5 5)`) into one ``AffineMatrix``.
///
/// Returns `nil` for a syntax error, so the caller can compare the text instead.
enum TransformParser {
    static func parse(_ text: String) -> AffineMatrix? {
        NumberScanner.scanning(text) { scanner in parse(&scanner) }
    }

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

    private static func function(_ name: String, _ a: [Double]) -> AffineMatrix? {
        switch (name, a.count) {
        case ("matrix", 6):
            return AffineMatrix(values: a)
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
