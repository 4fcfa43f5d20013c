import Foundation
import Testing
import VellumAssets
import VellumGeometry

@Suite("Colour component spellings")
struct ColorComponentValueTests {
    static let spellingCases: [(String, Double)] = [
        ("0.500", 0.5), ("1.000", 1.0), ("0", 0.0), ("255", 1.0), ("128", 128.0 / 255), ("1", 1.0 / 255),
        ("0x80", 128.0 / 255), ("0xFF", 1.0), ("0X0a", 10.0 / 255), (" 0.25 ", 0.25), ("1.2", 1.2), ("-0.100", -0.1),
    ]

    @Test("fractions, 0–255 integers and hex bytes", arguments: spellingCases)
    func spellings(text: String, expected: Double) throws {
        let value = try #require(ColorComponentValue.text(text).fraction(isAlpha: false))
        #expect(abs(value - expected) < 1e-9)
    }

    @Test("alpha written 0 or 1 is a fraction; larger integers are 0–255")
    func alpha() {
        #expect(ColorComponentValue.text("1").fraction(isAlpha: true) == 1)
        #expect(ColorComponentValue.text("0").fraction(isAlpha: true) == 0)
        #expect(ColorComponentValue.text("51").fraction(isAlpha: true) == 0.2)
    }

    @Test("JSON numbers")
    func numbers() {
        #expect(ColorComponentValue.number(0.25).fraction(isAlpha: false) == 0.25)
        #expect(ColorComponentValue.number(51).fraction(isAlpha: false) == 0.2)
    }

    @Test("unreadable spellings give nil", arguments: ["", "lots", "0x", "0x123", "nan", "inf", "1..2", "0xZZ", "½"])
    func unreadable(text: String) {
        #expect(ColorComponentValue.text(text).fraction(isAlpha: false) == nil)
    }
}
