/// Parses SVG path data (a `d` attribute) into ``PathData``: every command of
/// SVG 1.1 (`M L H V C S Q T A Z`, absolute and relative), implicit repeats,
/// numbers packed without separators (`M10-5.5.5`) and packed arc flags.
///
/// The grammar is SVG's: path data starts with a move, numbers are separated by
/// whitespace and at most one comma, and an arc's flags are `0` or `1`. Empty
/// (or blank) data is an empty path.
///
/// ```swift
/// try PathDataParser.parse("M0 0h10v10h-10z")
/// try PathDataParser.parse("M0 0 L1")   // throws: at character 7: expected a number, found the end
/// ```
package enum PathDataParser {
    /// The segments `text` describes, as written.
    ///
    /// - Throws: ``PathDataSyntaxError`` at the first byte that does not fit the grammar.
    package static func parse(_ text: String) throws(PathDataSyntaxError) -> PathData {
        let result = NumberScanner.scanning(text) { scanner -> Result<PathData, PathDataSyntaxError> in
            var state = State(scanner: scanner)
            do throws(PathDataSyntaxError) {
                return .success(try state.run())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private struct State {
        var scanner: NumberScanner
        var path = PathData()

        mutating func run() throws(PathDataSyntaxError) -> PathData {
            scanner.skipWhitespace()
            var command: UInt8 = 0
            while let byte = scanner.current {
                if Self.isCommand(byte) {
                    command = byte
                    scanner.index += 1
                    if path.commands.isEmpty, command | 0x20 != UInt8(ascii: "m") {
                        scanner.index -= 1
                        throw failure("path data must start with M or m")
                    }
                } else if command == 0 {
                    throw failure("expected a command letter such as M")
                } else if command | 0x20 == UInt8(ascii: "z") {
                    throw failure("expected a command letter after Z")
                } else if command == UInt8(ascii: "M") {
                    command = UInt8(ascii: "L")  // the pairs after a move are lines
                } else if command == UInt8(ascii: "m") {
                    command = UInt8(ascii: "l")
                }
                path.commands.append(command)
                if command | 0x20 != UInt8(ascii: "z") {
                    scanner.skipWhitespace()
                    try numbers(for: command)
                }
                scanner.skipSeparator()
            }
            return path
        }

        /// Scans the numbers of one segment, flags where an arc has them.
        mutating func numbers(for command: UInt8) throws(PathDataSyntaxError) {
            let isArc = command | 0x20 == UInt8(ascii: "a")
            for position in 0..<PathData.arity(of: command) {
                if position > 0 { scanner.skipSeparator() }
                if isArc, position == 3 || position == 4 {
                    guard let flag = scanner.scanFlag() else { throw failure("expected an arc flag, 0 or 1") }
                    path.numbers.append(flag)
                    continue
                }
                let start = scanner.index
                guard let value = scanner.scanNumber() else { throw failure("expected a number") }
                guard value.isFinite else {
                    scanner.index = start
                    throw failure("expected a finite number")
                }
                path.numbers.append(value)
            }
        }

        static func isCommand(_ byte: UInt8) -> Bool {
            switch byte | 0x20 {
            case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"), UInt8(ascii: "c"),
                UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "z"):
                return NumberScanner.isLetter(byte)
            default:
                return false
            }
        }

        func failure(_ expected: String) -> PathDataSyntaxError {
            let bytes = scanner.bytes
            let index = scanner.index
            let found = index < bytes.count
                ? "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<min(index + 12, bytes.count)]), as: UTF8.self) + "'"
                : "the end"
            return PathDataSyntaxError(offset: index, expected: expected, found: found)
        }
    }
}
