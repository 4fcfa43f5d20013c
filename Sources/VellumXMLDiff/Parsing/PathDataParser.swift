/// Parses SVG path data (`d`) into absolute ``PathData``.
///
/// Returns `nil` for data with a syntax error, so the caller can fall back to
/// comparing the text.
enum PathDataParser {
    static func parse(_ text: String) -> PathData? {
        NumberScanner.scanning(text) { scanner in
            var state = State(scanner: scanner)
            return state.run()
        }
    }

    private struct State {
        var scanner: NumberScanner
        var path = PathData()
        var x = 0.0, y = 0.0
        var startX = 0.0, startY = 0.0
        var controlX = 0.0, controlY = 0.0
        var lastCommand: UInt8 = 0

        mutating func run() -> PathData? {
            scanner.skipWhitespace()
            var command: UInt8 = 0
            while !scanner.isAtEnd {
                if let byte = scanner.current, NumberScanner.isLetter(byte) {
                    command = byte
                    scanner.index += 1
                    if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                        closePath()
                        scanner.skipSeparator()
                        continue
                    }
                } else if command == 0 || command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                    return nil
                } else if command == UInt8(ascii: "M") {
                    command = UInt8(ascii: "L")
                } else if command == UInt8(ascii: "m") {
                    command = UInt8(ascii: "l")
                }
                scanner.skipWhitespace()
                guard segment(command) else { return nil }
                scanner.skipSeparator()
            }
            return path
        }

        mutating func numbers(_ count: Int) -> [Double]? {
            var values: [Double] = []
            values.reserveCapacity(count)
            for index in 0..<count {
                if index > 0 { scanner.skipSeparator() }
                guard let value = scanner.scanNumber() else { return nil }
                values.append(value)
            }
            return values
        }

        mutating func emit(_ command: UInt8, _ values: [Double]) {
            path.commands.append(command)
            path.numbers.append(contentsOf: values)
            lastCommand = command
        }

        mutating func closePath() {
            emit(UInt8(ascii: "Z"), [])
            x = startX
            y = startY
        }

        mutating func segment(_ command: UInt8) -> Bool {
            let relative = command >= UInt8(ascii: "a")
            let dx = relative ? x : 0
            let dy = relative ? y : 0
            switch command | 0x20 {
            case UInt8(ascii: "m"):
                guard let v = numbers(2) else { return false }
                x = v[0] + dx; y = v[1] + dy
                startX = x; startY = y
                emit(UInt8(ascii: "M"), [x, y])
            case UInt8(ascii: "l"):
                guard let v = numbers(2) else { return false }
                x = v[0] + dx; y = v[1] + dy
                emit(UInt8(ascii: "L"), [x, y])
            case UInt8(ascii: "h"):
                guard let v = numbers(1) else { return false }
                x = v[0] + dx
                emit(UInt8(ascii: "L"), [x, y])
            case UInt8(ascii: "v"):
                guard let v = numbers(1) else { return false }
                y = v[0] + dy
                emit(UInt8(ascii: "L"), [x, y])
            case UInt8(ascii: "c"):
                guard let v = numbers(6) else { return false }
                let points = [v[0] + dx, v[1] + dy, v[2] + dx, v[3] + dy, v[4] + dx, v[5] + dy]
                controlX = points[2]; controlY = points[3]
                x = points[4]; y = points[5]
                emit(UInt8(ascii: "C"), points)
            case UInt8(ascii: "s"):
                guard let v = numbers(4) else { return false }
                let reflect = lastCommand == UInt8(ascii: "C")
                let firstX = reflect ? 2 * x - controlX : x
                let firstY = reflect ? 2 * y - controlY : y
                let points = [firstX, firstY, v[0] + dx, v[1] + dy, v[2] + dx, v[3] + dy]
                controlX = points[2]; controlY = points[3]
                x = points[4]; y = points[5]
                emit(UInt8(ascii: "C"), points)
            case UInt8(ascii: "q"):
                guard let v = numbers(4) else { return false }
                let points = [v[0] + dx, v[1] + dy, v[2] + dx, v[3] + dy]
                controlX = points[0]; controlY = points[1]
                x = points[2]; y = points[3]
                emit(UInt8(ascii: "Q"), points)
            case UInt8(ascii: "t"):
                guard let v = numbers(2) else { return false }
                let reflect = lastCommand == UInt8(ascii: "Q")
                controlX = reflect ? 2 * x - controlX : x
                controlY = reflect ? 2 * y - controlY : y
                x = v[0] + dx; y = v[1] + dy
                emit(UInt8(ascii: "Q"), [controlX, controlY, x, y])
            case UInt8(ascii: "a"):
                guard let radii = numbers(3) else { return false }
                scanner.skipSeparator()
                guard let large = scanner.scanFlag() else { return false }
                scanner.skipSeparator()
                guard let sweep = scanner.scanFlag() else { return false }
                scanner.skipSeparator()
                guard let end = numbers(2) else { return false }
                x = end[0] + dx; y = end[1] + dy
                emit(UInt8(ascii: "A"), [abs(radii[0]), abs(radii[1]), radii[2], large, sweep, x, y])
            default:
                return false
            }
            return true
        }
    }
}
