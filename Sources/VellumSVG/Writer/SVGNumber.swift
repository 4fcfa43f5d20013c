/// The one number formatter of SVG output: at most three decimals, zeros
/// trimmed, integers without a point, `-0` as `0`, never `nan` or `inf`.
package enum SVGNumber {
    /// Decimals kept: a thousandth of a point, finer than any device pixel.
    package static let decimals = 3

    /// `v` spelled for SVG.
    package static func format(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let scale = 1000.0
        var r = (v * scale).rounded() / scale
        if r == 0 { r = 0 }  // turns -0 into 0
        if abs(r) < 1e15, r == r.rounded() { return String(Int64(r)) }
        var s = String(format: "%.3f", r)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }

    /// `v` spelled for SVG.
    package static func format(_ v: CGFloat) -> String { format(Double(v)) }

    /// Numbers separated by spaces.
    package static func list(_ values: [CGFloat]) -> String { values.map { format($0) }.joined(separator: " ") }
}
