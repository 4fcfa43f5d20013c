import Testing
@testable import VellumSVG

@Suite("SVGNumber: the one number formatter")
struct SVGNumberTests {
    @Test("Integers without a point, decimals trimmed, rounded to thousandths",
          arguments: [(10.0, "10"), (0.5, "0.5"), (2.54321, "2.543"), (2.0005, "2.001"), (-3.25, "-3.25"),
                      (1.1, "1.1"), (100.10, "100.1"), (123456.0, "123456"), (0.0999999, "0.1")])
    func spelled(_ value: Double, _ expected: String) {
        #expect(SVGNumber.format(value) == expected)
    }

    @Test("-0 and anything that rounds to zero is 0")
    func zeros() {
        #expect(SVGNumber.format(-0.0) == "0")
        #expect(SVGNumber.format(1e-9) == "0")
        #expect(SVGNumber.format(-1e-9) == "0")
        #expect(SVGNumber.format(-0.0004) == "0")
    }

    @Test("NaN and infinities are never written")
    func nonFinite() {
        for v in [Double.nan, .infinity, -.infinity, .signalingNaN] {
            let s = SVGNumber.format(v)
            #expect(s == "0")
        }
        #expect(!SVGNumber.list([.nan, .infinity, 1]).contains("n"))
    }

    @Test("Huge values are clamped to a billion and stay plain digits, never exponents")
    func huge() {
        #expect(SVGNumber.format(1e20) == "1000000000")
        #expect(SVGNumber.format(-1e300) == "-1000000000")
        #expect(SVGNumber.format(123456789.25) == "123456789.25")
        #expect(!SVGNumber.format(1.5e16).contains("e"))
    }

    @Test("Matrix precision keeps six decimals")
    func matrixDecimals() {
        #expect(SVGNumber.format(0.70710678, decimals: SVGNumber.matrixDecimals) == "0.707107")
        #expect(SVGNumber.format(1.0000001, decimals: SVGNumber.matrixDecimals) == "1")
    }

    @Test("Lists are space separated")
    func list() {
        #expect(SVGNumber.list([1, 2.5, -0.0]) == "1 2.5 0")
    }
}
