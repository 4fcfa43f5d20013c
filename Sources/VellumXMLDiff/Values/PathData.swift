/// Path data normalised to absolute `M`, `L`, `C`, `Q`, `A` and `Z` commands.
///
/// Relative commands are made absolute, `H`/`V` become `L`, `S`/`T` become
/// `C`/`Q` with the reflected control point, and implicit repeats are explicit.
struct PathData: Sendable, Equatable {
    /// One ASCII command letter per segment.
    var commands: [UInt8] = []
    /// The segments' numbers, in order (M/L 2, C 6, Q 4, A 7, Z 0).
    var numbers: [Double] = []

    func hash(into hasher: inout StableHasher, quantum: Double) {
        for command in commands {
            hasher.combine(byte: command)
        }
        for number in numbers {
            hasher.combine(number: number, quantum: quantum)
        }
    }

    /// Canonical text such as `M0 0 L10 0 Z`.
    var display: String {
        var parts: [String] = []
        var cursor = 0
        for command in commands {
            let count = Self.arity(of: command)
            var part = String(UnicodeScalar(command))
            if count > 0 {
                part += CanonicalNumberFormat.list(Array(numbers[cursor..<(cursor + count)]))
            }
            cursor += count
            parts.append(part)
        }
        return parts.joined(separator: " ")
    }

    static func arity(of command: UInt8) -> Int {
        switch command {
        case UInt8(ascii: "M"), UInt8(ascii: "L"): return 2
        case UInt8(ascii: "C"): return 6
        case UInt8(ascii: "Q"): return 4
        case UInt8(ascii: "A"): return 7
        default: return 0
        }
    }
}
