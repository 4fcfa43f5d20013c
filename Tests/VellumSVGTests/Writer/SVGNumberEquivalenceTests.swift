import Foundation
import Testing
import VellumGeometry
import VellumTestSupport
@testable import VellumSVG

/// The byte-level formatter against the old string formatter (`LegacySVGNumber`):
/// every spelling must be identical, byte for byte.
@Suite("SVGNumber: the same spelling as the string formatter it replaced")
struct SVGNumberEquivalenceTests {
    /// Decimals the formatter is asked for, clamped ones included.
    static let precisions = [-1, 0, 1, 2, 3, 4, 5, 6]

    /// Values where a spelling could go wrong: zeros, limits, clamping, halves.
    static var edgeValues: [Double] {
        var values: [Double] = [0, -0.0, .nan, -.nan, .infinity, -.infinity, .signalingNaN,
                                .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
                                .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e9, -1e9, 1e15, -1e15,
                                1e16, 1e20, -1e300, 123456789.25, 999_999_999.9995, -999_999_999.9995,
                                999_999_999.4999999, 0.0004, -0.0004, 0.0005, -0.0005, 0.0015, 2.0005, 1.0005,
                                0.5, -0.5, 1.5, -2.5, 0.1, 0.2, 0.3, 1 / 3, -2 / 3, 0.0999999, 100.1, 2.54321]
        // Around every half of the last kept decimal, for each precision.
        for d in 0...9 {
            let unit = pow(10.0, -Double(d))
            for k in [0.0, 1, 2, 7, 10, 99, 12_345, 999_999, 123_456_789] {
                let half = (k + 0.5) * unit
                for v in [half, half.nextUp, half.nextDown, -half, -half.nextUp, -half.nextDown, k * unit, (k * unit).nextUp, (k * unit).nextDown] {
                    values.append(v)
                }
            }
        }
        return values
    }

    @Test("Edge values spell the same at every precision")
    func edges() {
        for v in Self.edgeValues {
            for d in Self.precisions {
                #expect(SVGNumber.format(v, decimals: d) == LegacySVGNumber.format(v, decimals: d), "value \(v) decimals \(d)")
            }
        }
    }

    @Test("Random values of every magnitude spell the same at every precision")
    func random() {
        var rng = SplitMix64(seed: 42)
        var mismatches: [String] = []
        for i in 0..<40_000 {
            let v: Double
            switch i % 5 {
            case 0: v = Double.random(in: -1...1, using: &rng)
            case 1: v = Double.random(in: -2_000...2_000, using: &rng)
            case 2: v = Double(Int.random(in: -10_000_000...10_000_000, using: &rng)) / 1_000 + (Bool.random(using: &rng) ? 0.0005 : 0)
            case 3: v = Double.random(in: -1.5e9...1.5e9, using: &rng)
            default: v = Double(bitPattern: rng.next())  // any double: huge, tiny, NaN
            }
            for d in Self.precisions where SVGNumber.format(v, decimals: d) != LegacySVGNumber.format(v, decimals: d) {
                mismatches.append("\(v) d=\(d): \(SVGNumber.format(v, decimals: d)) vs \(LegacySVGNumber.format(v, decimals: d))")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test("Appending bytes spells what format spells")
    func appendMatchesFormat() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let v = Double.random(in: -5_000...5_000, using: &rng)
            var bytes: [UInt8] = [UInt8(ascii: "x")]
            SVGNumber.append(v, decimals: 3, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "x" + LegacySVGNumber.format(v))
        }
    }

    @Test("The powers of ten are exactly pow(10, d)")
    func powers() {
        for d in 0...SVGNumber.exactDecimals {
            #expect(SVGNumber.powerOfTen(d) == pow(10.0, Double(d)))
        }
    }

    @Test("Path data spells the same as the string builder it replaced")
    func pathData() {
        var rng = SplitMix64(seed: 3)
        func p() -> CGPoint { CGPoint(x: Double.random(in: -1e4...1e4, using: &rng), y: Double.random(in: -1e4...1e4, using: &rng)) }
        for _ in 0..<200 {
            var path = Path()
            path.move(to: p())
            path.addLine(to: p())
            path.addQuadCurve(to: p(), control: p())
            path.addCurve(to: p(), control1: p(), control2: p())
            path.closeSubpath()
            path.move(to: CGPoint(x: -0.0, y: .nan))
            path.addLine(to: CGPoint(x: 1e12, y: -0.0004))
            #expect(SVGPathData.string(path) == LegacySVGNumber.pathData(path))
        }
    }
}
