import Testing
import VellumXML

/// The one number scanner of path data, transforms and number lists.
@Suite struct NumberScannerTests {
    /// The numbers `text` holds, separated as in path data, and where scanning stopped.
    private func numbers(_ text: String) -> ([Double], Int) {
        NumberScanner.scanning(text) { scanner in
            var values: [Double] = []
            scanner.skipWhitespace()
            while let value = scanner.scanNumber() {
                values.append(value)
                scanner.skipSeparator()
            }
            return (values, scanner.index)
        }
    }

    @Test func theSVGNumberGrammar() {
        #expect(numbers("10-5.5.5").0 == [10, -5.5, 0.5])
        #expect(numbers("1e1 1E+1,+1e-1 .5e").0 == [10, 10, 0.1, 0.5])
        #expect(numbers("10px").0 == [10])
        #expect(numbers("10px").1 == 2)
        #expect(numbers("1,,2").0 == [1])
        #expect(numbers("- 1").0 == [])
        #expect(numbers("-0").0.first?.sign == .minus)
    }

    @Test func valuesAreCorrectlyRounded() {
        var generator = SystemRandomNumberGenerator()
        var texts = ["0.1", "0.30000000000000004", "123456789012345678901234", "1e-30", "4.9e-324", "1.7976931348623157e308",
                     "1e400", "-1e400", "0.000000000000000000000000001", "9007199254740993", "2.2250738585072011e-308"]
        for _ in 0..<2000 {
            let digits = String((0..<Int.random(in: 1...20, using: &generator)).map { _ in "0123456789".randomElement(using: &generator)! })
            let point = Int.random(in: 0...digits.count, using: &generator)
            let exponent = Int.random(in: -40...40, using: &generator)
            let text = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
            texts.append(text == "." ? "0" : text + "e\(exponent)")
        }
        for text in texts {
            #expect(numbers(text).0 == [Double(text)!], "\(text)")
        }
    }

    @Test func unitsAndFlags() {
        NumberScanner.scanning("12.5% 10") { scanner in
            #expect(scanner.scanNumber() == 12.5)
            #expect(scanner.scanUnit() == "%")
            scanner.skipSeparator()
            #expect(scanner.atNumberStart)
        }
        NumberScanner.scanning("012") { scanner in
            #expect(scanner.scanFlag() == 0)
            #expect(scanner.scanFlag() == 1)
            #expect(scanner.scanFlag() == nil)
            #expect(scanner.index == 2)
        }
    }
}
