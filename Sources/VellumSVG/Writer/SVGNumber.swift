import Foundation

/// The one number formatter of SVG output: a fixed number of decimals
/// (three by default), zeros trimmed, integers without a point, `-0` as `0`,
/// and never `nan` or `inf` (non-finite values are written as `0`).
///
/// ```swift
/// SVGNumber.format(10.0)      // "10"
/// SVGNumber.format(-0.0001)   // "0"
/// SVGNumber.format(2.54321)   // "2.543"
/// ```
///
/// Every spelling comes from one function, `write(_:decimals:to:at:)`, which
/// puts the UTF-8 digits straight into a caller's buffer; `append` (into the
/// spare capacity of the writer's bytes) and `format` (a `String`) are thin
/// sinks over it, so a large document allocates nothing per number.
package enum SVGNumber {
    /// Decimals kept for coordinates: a thousandth of a point, finer than any device pixel.
    package static let decimals = 3
    /// Decimals kept for the linear part of a transform matrix, where an error
    /// is multiplied by every coordinate.
    package static let matrixDecimals = 6
    /// The largest magnitude written; larger values are clamped to it.
    package static let maximumMagnitude = 1e9
    /// The most bytes one spelling takes (a sign, ten integer digits, a point
    /// and nine decimals is 21): the room `write` needs in its buffer.
    package static let maximumLength = 24
    /// The most decimals written (more are clamped to it). Up to six, a value
    /// within `maximumMagnitude` times 10^decimals stays below 2^53, so the
    /// rounded, scaled value is an exact integer and its digits are the
    /// spelling.
    static let exactDecimals = 6

    /// `value` spelled for SVG with `decimals` decimals at most.
    package static func format(_ value: Double, decimals: Int = SVGNumber.decimals) -> String {
        // Spelled on the stack; up to 15 bytes, the string is stored inline: no allocation at all.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { buffer in
            let end = write(value, decimals: decimals, to: buffer, at: 0)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<end]), as: UTF8.self)
        }
    }

    /// `v` spelled for SVG.
    package static func format(_ v: CGFloat) -> String { format(Double(v)) }

    /// Appends `value`'s spelling (as `format` spells it) to `sink`.
    package static func append<Sink: UTF8Sink>(_ value: Double, decimals: Int = SVGNumber.decimals, to sink: inout Sink) {
        sink.write(atMost: maximumLength) { write(value, decimals: decimals, to: $0, at: 0) }
    }

    /// Numbers separated by spaces.
    package static func list(_ values: [CGFloat]) -> String {
        var bytes: [UInt8] = []
        appendList(values, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends numbers separated by spaces, as `list` spells them.
    package static func appendList<S: Sequence, Sink: UTF8Sink>(_ values: S, to sink: inout Sink) where S.Element == CGFloat {
        var first = true
        for v in values {
            sink.write(atMost: maximumLength + 1) { buffer in
                var i = 0
                if !first { buffer[0] = UInt8(ascii: " "); i = 1 }
                return write(Double(v), decimals: decimals, to: buffer, at: i)
            }
            first = false
        }
    }

    /// Writes `value`'s spelling into `buffer` from `offset` on and returns
    /// the offset just past it. `buffer` must hold `maximumLength` bytes from
    /// `offset`. The one place numbers are spelled:
    ///
    /// - non-finite values are `0`; others are clamped to ±`maximumMagnitude`;
    /// - the value times 10^decimals is rounded half away from zero;
    /// - zero (negative zero too) is `0`, a whole number has no point, and
    ///   otherwise the decimals follow the point with trailing zeros dropped.
    package static func write(_ value: Double, decimals: Int, to buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        guard value.isFinite else { buffer[offset] = UInt8(ascii: "0"); return offset + 1 }
        // Viewers read numbers past a float's range as infinity: keep every
        // number within a billion points, a thousand times any real canvas.
        let v = Swift.min(maximumMagnitude, Swift.max(-maximumMagnitude, value))
        // The usual precisions get their own copy, where 10^decimals is a
        // constant and dividing by it is a multiplication.
        switch decimals {
        case 3: return writeExact(v, decimals: 3, to: buffer, at: offset)
        case 6: return writeExact(v, decimals: 6, to: buffer, at: offset)
        default:
            return writeExact(v, decimals: Swift.max(0, Swift.min(exactDecimals, decimals)), to: buffer, at: offset)
        }
    }

    /// `write` for a clamped, finite `v` and `d` in 0…`exactDecimals`: the
    /// rounded value times 10^d is an exact integer whose digits, with a
    /// point `d` places from the right, are the spelling.
    @inline(__always)
    private static func writeExact(_ v: Double, decimals d: Int, to buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        let scale = powerOfTen(d)
        let n = roundedHalfAwayFromZero(v * scale)
        let unit = UInt64(scale)
        let whole = n.magnitude / unit
        var fraction = n.magnitude % unit
        var places = d
        if fraction == 0 {
            places = 0
        } else {
            while fraction % 10 == 0 { fraction /= 10; places -= 1 }
        }
        var i = offset
        if n < 0 { buffer[i] = UInt8(ascii: "-"); i += 1 }
        i = writeDigits(whole, count: digitCount(whole), to: buffer, at: i)
        guard places > 0 else { return i }
        buffer[i] = UInt8(ascii: ".")
        return writeDigits(fraction, count: places, to: buffer, at: i + 1)
    }

    /// Writes the last `count` decimal digits of `v` (zero-padded on the
    /// left) at `offset` and returns the offset after them.
    @inline(__always)
    private static func writeDigits(_ v: UInt64, count: Int, to buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        var rest = v, i = offset + count
        while i > offset {
            i -= 1
            buffer[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
        return offset + count
    }

    /// How many decimal digits `v` (below 10^10) has, 1 for 0: a sum of
    /// comparisons, with no loop for the branch predictor to guess.
    @inline(__always)
    private static func digitCount(_ v: UInt64) -> Int {
        var count = 1
        var power: UInt64 = 10
        for _ in 0..<9 {
            count &+= v >= power ? 1 : 0
            power &*= 10
        }
        return count
    }

    /// `x.rounded()` (half away from zero) as an integer, for |x| ≤ 10^15,
    /// without libm's `round`: truncation is one instruction, and the part
    /// it drops, `x - trunc(x)`, is exact (both are below 2^53), so comparing
    /// it with ½ decides the rounding exactly. (-0.0 gives 0.)
    @inline(__always)
    static func roundedHalfAwayFromZero(_ x: Double) -> Int64 {
        let truncated = Int64(x)
        let dropped = x - Double(truncated)
        return dropped >= 0.5 ? truncated + 1 : dropped <= -0.5 ? truncated - 1 : truncated
    }

    /// 10^`d` as a double, for `d` in 0…6 (exact).
    @inline(__always)
    static func powerOfTen(_ d: Int) -> Double {
        switch d {
        case 0: return 1
        case 1: return 10
        case 2: return 100
        case 3: return 1_000
        case 4: return 10_000
        case 5: return 100_000
        default: return 1_000_000
        }
    }
}
