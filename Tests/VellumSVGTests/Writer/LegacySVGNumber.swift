import Foundation
import VellumGeometry

/// The number formatter as it was before it wrote bytes in place, kept
/// verbatim as the oracle the byte-level formatter must match exactly.
enum LegacySVGNumber {
    /// The old `SVGNumber.format(_:decimals:)`.
    static func format(_ value: Double, decimals: Int = 3) -> String {
        guard value.isFinite else { return "0" }
        let v = Swift.min(1e9, Swift.max(-1e9, value))
        if abs(v) >= 1e15 { return String(format: "%.0f", v) }
        let d = Swift.max(0, Swift.min(9, decimals))
        let scale = pow(10.0, Double(d))
        var r = (v * scale).rounded() / scale
        if r == 0 { r = 0 }
        if abs(r) < 1e15, r == r.rounded() { return String(Int64(r)) }
        var s = fixed(v * scale, decimals: d) ?? String(format: "%.\(d)f", r)
        if s.utf8.contains(UInt8(ascii: ".")) {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        return s == "-0" ? "0" : s
    }

    /// The old `SVGNumber.fixed(_:decimals:)`.
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

    /// The old `SVGPathData.string(_:)`.
    static func pathData(_ path: Path) -> String {
        var out = ""
        func point(_ p: CGPoint) { out += format(Double(p.x)) + " " + format(Double(p.y)) }
        for e in path.elements {
            switch e {
            case .move(let p): out += "M"; point(p)
            case .line(let p): out += "L"; point(p)
            case .quadCurve(let p, let c): out += "Q"; point(c); out += " "; point(p)
            case .curve(let p, let c1, let c2): out += "C"; point(c1); out += " "; point(c2); out += " "; point(p)
            case .closeSubpath: out += "Z"
            }
        }
        return out
    }
}
