/// SVG path data (a `d` attribute) as segments: one command letter each, with
/// its numbers.
///
/// ``PathDataParser`` keeps the letters as written, absolute (`M`) or relative
/// (`m`), with implicit repeats made explicit (the pairs after an `M` are `L`s);
/// ``absolute`` turns any path data into absolute `M`, `L`, `C`, `Q`, `A` and `Z`.
///
/// ```swift
/// let path = try PathDataParser.parse("m1 1 2 0h3z")
/// path.commands   // Array("mlhz".utf8)
/// path.numbers    // [1, 1, 2, 0, 3]
/// path.absolute.commands   // Array("MLLZ".utf8)
/// ```
package struct PathData: Sendable, Equatable {
    /// One ASCII command letter per segment: `M L H V C S Q T A Z`, or lowercase for relative.
    package var commands: [UInt8] = []
    /// The segments' numbers, in order, ``arity(of:)`` for each. An arc's are
    /// `rx ry rotation large-arc sweep x y`, its flags `0` or `1`.
    package var numbers: [Double] = []

    /// Creates path data from its segments.
    package init(commands: [UInt8] = [], numbers: [Double] = []) {
        self.commands = commands
        self.numbers = numbers
    }

    /// How many numbers a segment with `command` has (either case).
    package static func arity(of command: UInt8) -> Int {
        switch command | 0x20 {
        case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "t"): return 2
        case UInt8(ascii: "h"), UInt8(ascii: "v"): return 1
        case UInt8(ascii: "c"): return 6
        case UInt8(ascii: "s"), UInt8(ascii: "q"): return 4
        case UInt8(ascii: "a"): return 7
        default: return 0
        }
    }

    /// Calls `body` with each segment's command and numbers, in order.
    package func forEachSegment(_ body: (_ command: UInt8, _ numbers: ArraySlice<Double>) throws -> Void) rethrows {
        var cursor = 0
        for command in commands {
            let count = Self.arity(of: command)
            try body(command, numbers[cursor..<(cursor + count)])
            cursor += count
        }
    }
}
