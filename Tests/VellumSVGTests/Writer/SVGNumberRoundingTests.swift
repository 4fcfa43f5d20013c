import Testing
import VellumTestSupport
@testable import VellumSVG

@Suite("SVGNumber: rounding without libm")
struct SVGNumberRoundingTests {
    @Test("Half away from zero, as Double.rounded() rounds, up to 10^15")
    func halfAwayFromZero() {
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
                                1e15, -1e15, 999_999_999_999_999.5, 4_503_599_627_370_495.5 / 8, 0.5.nextUp, 0.5.nextDown]
        var rng = SplitMix64(seed: 11)
        for _ in 0..<20_000 {
            let k = Double(Int64.random(in: -1_000_000_000_000_000...1_000_000_000_000_000, using: &rng))
            values += [k + 0.5, k - 0.5, Double.random(in: -1e15...1e15, using: &rng), Double.random(in: -10...10, using: &rng)]
        }
        for x in values where abs(x) <= 1e15 {
            #expect(SVGNumber.roundedHalfAwayFromZero(x) == Int64(x.rounded()), "\(x)")
        }
    }
}

@Suite("SVGNumber: precision is capped at six decimals")
struct SVGNumberPrecisionCapTests {
    @Test("more than six decimals are spelled as six")
    func capped() {
        for v in [1.0 / 3, -2.718281828459045, 123.4567891] {
            #expect(SVGNumber.format(v, decimals: 9) == SVGNumber.format(v, decimals: 6))
        }
        #expect(SVGNumber.format(1.0 / 3, decimals: 12) == "0.333333")
    }
}
