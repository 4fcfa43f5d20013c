extension PathData {
    /// The same path in absolute `M`, `L`, `C`, `Q`, `A` and `Z` segments only.
    ///
    /// Relative segments are made absolute, `H` and `V` become `L`, `S` and `T`
    /// become `C` and `Q` with the reflected control point (or the current point
    /// after any other segment), arc radii lose their sign, and `Z` returns to
    /// the subpath's start.
    ///
    /// ```swift
    /// try PathDataParser.parse("m1 1h2s1 1 2 0z").absolute
    /// // M1 1 L3 1 C3 1 4 2 5 1 Z
    /// ```
    package var absolute: PathData {
        var result = PathData()
        result.commands.reserveCapacity(commands.count)
        result.numbers.reserveCapacity(numbers.count)
        var x = 0.0, y = 0.0
        var startX = 0.0, startY = 0.0
        var controlX = 0.0, controlY = 0.0
        var last: UInt8 = 0
        /// Appends a segment: its command, then its points as pairs (no array per segment).
        func emit(_ command: UInt8) {
            result.commands.append(command)
            last = command
        }
        /// Appends two numbers of the segment.
        func pair(_ a: Double, _ b: Double) {
            result.numbers.append(a)
            result.numbers.append(b)
        }
        forEachSegment { command, v in
            let relative = command >= UInt8(ascii: "a")
            let dx = relative ? x : 0
            let dy = relative ? y : 0
            let n = v.startIndex
            switch command | 0x20 {
            case UInt8(ascii: "m"):
                x = v[n] + dx; y = v[n + 1] + dy
                startX = x; startY = y
                emit(UInt8(ascii: "M")); pair(x, y)
            case UInt8(ascii: "l"):
                x = v[n] + dx; y = v[n + 1] + dy
                emit(UInt8(ascii: "L")); pair(x, y)
            case UInt8(ascii: "h"):
                x = v[n] + dx
                emit(UInt8(ascii: "L")); pair(x, y)
            case UInt8(ascii: "v"):
                y = v[n] + dy
                emit(UInt8(ascii: "L")); pair(x, y)
            case UInt8(ascii: "c"):
                let first = (v[n] + dx, v[n + 1] + dy)
                controlX = v[n + 2] + dx; controlY = v[n + 3] + dy
                x = v[n + 4] + dx; y = v[n + 5] + dy
                emit(UInt8(ascii: "C")); pair(first.0, first.1); pair(controlX, controlY); pair(x, y)
            case UInt8(ascii: "s"):
                let reflect = last == UInt8(ascii: "C")
                let first = reflect ? (2 * x - controlX, 2 * y - controlY) : (x, y)
                controlX = v[n] + dx; controlY = v[n + 1] + dy
                x = v[n + 2] + dx; y = v[n + 3] + dy
                emit(UInt8(ascii: "C")); pair(first.0, first.1); pair(controlX, controlY); pair(x, y)
            case UInt8(ascii: "q"):
                controlX = v[n] + dx; controlY = v[n + 1] + dy
                x = v[n + 2] + dx; y = v[n + 3] + dy
                emit(UInt8(ascii: "Q")); pair(controlX, controlY); pair(x, y)
            case UInt8(ascii: "t"):
                let reflect = last == UInt8(ascii: "Q")
                controlX = reflect ? 2 * x - controlX : x
                controlY = reflect ? 2 * y - controlY : y
                x = v[n] + dx; y = v[n + 1] + dy
                emit(UInt8(ascii: "Q")); pair(controlX, controlY); pair(x, y)
            case UInt8(ascii: "a"):
                x = v[n + 5] + dx; y = v[n + 6] + dy
                emit(UInt8(ascii: "A")); pair(abs(v[n]), abs(v[n + 1])); pair(v[n + 2], v[n + 3]); pair(v[n + 4], x)
                result.numbers.append(y)
            default:
                x = startX; y = startY
                emit(UInt8(ascii: "Z"))
            }
        }
        return result
    }
}
