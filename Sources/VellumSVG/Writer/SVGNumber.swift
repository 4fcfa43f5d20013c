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
package enum SVGNumber {
    /// Decimals kept for coordinates: a thousandth of a point, finer than any device pixel.
    package static let decimals = 3
    /// Decimals kept for the linear part of a transform matrix, where an error
    /// is multiplied by every coordinate.
    package static let matrixDecimals = 6
    /// The largest magnitude written; larger values are clamped to it.
    package static let maximumMagnitude = 1e9

    /// `v` spelled for SVG with `decimals` decimals at most.
    package static func format(_ value: Double, decimals: Int = SVGNumber.decimals) -> String {
        guard value.isFinite else { return "0" }
        // Viewers read numbers past a float's range as infinity: keep every
        // number within a billion points, a thousand times any real canvas.
        let v = Swift.min(maximumMagnitude, Swift.max(-maximumMagnitude, value))
        // Beyond 2^50 a double has no fractional digits left to round.
        if abs(v) >= 1e15 { return String(format: "%.0f", v) }
        let d = Swift.max(0, Swift.min(9, decimals))
        let scale = pow(10.0, Double(d))
        var r = (v * scale).rounded() / scale
        if r == 0 { r = 0 }  // turns -0 into 0
        if abs(r) < 1e15, r == r.rounded() { return String(Int64(r)) }
        var s = fixed(v * scale, decimals: d) ?? String(format: "%.\(d)f", r)
        if s.utf8.contains(UInt8(ascii: ".")) {  // (not Foundation's contains: it bridges to NSString)
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        return s == "-0" ? "0" : s
    }

    /// `scaled` (a value times 10^decimals) rounded to an integer and written
    /// with `decimals` digits after the point, as `String(format: "%.Nf")`
    /// writes the rounded value, without Foundation's formatter (the hot spot
    /// of glyph-outline output). Nil beyond 10^15, where the formatter's own
    /// rounding of the double could differ; the caller falls back to it.
    static func fixed(_ scaled: Double, decimals: Int) -> String? {
        let rounded = scaled.rounded()
        guard abs(rounded) < 1e15, decimals > 0 else { return nil }
        let n = Int64(rounded)
        var p: Int64 = 1
        for _ in 0..<decimals { p *= 10 }
        let magnitude = n.magnitude
        let whole = magnitude / UInt64(p), fraction = magnitude % UInt64(p)
        var digits = String(fraction)
        if digits.count < decimals { digits = String(repeating: "0", count: decimals - digits.count) + digits }
        return (n < 0 ? "-" : "") + String(whole) + "." + digits
    }

    /// `v` spelled for SVG.
    package static func format(_ v: CGFloat) -> String { format(Double(v)) }

    /// Numbers separated by spaces.
    package static func list(_ values: [CGFloat]) -> String { values.map { format($0) }.joined(separator: " ") }
}
