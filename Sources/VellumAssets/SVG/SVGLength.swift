import VellumGeometry

/// Parses the lengths and `viewBox` of an SVG root element into user units
/// (CSS pixels, which Vellum treats as points).
package enum SVGLength {
    /// An absolute length in user units: `"120"`, `"120px"`, `"90pt"`, `"2in"`, `"5cm"`;
    /// `nil` for percentages, `auto`, empty or malformed values.
    package static func userUnits(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let (number, rest) = leadingNumber(Substring(trimmed))
        guard let number, number.isFinite else { return nil }
        let factor: Double
        switch rest.trimmingCharacters(in: .whitespaces).lowercased() {
        case "", "px": factor = 1
        case "pt": factor = 4.0 / 3.0
        case "pc": factor = 16
        case "in": factor = 96
        case "cm": factor = 96 / 2.54
        case "mm": factor = 96 / 25.4
        case "q": factor = 96 / 101.6
        case "em": factor = 16
        case "ex": factor = 8
        default: return nil
        }
        return number * factor
    }

    /// The width and height of a `viewBox` (`"min-x min-y width height"`), when both are positive.
    package static func viewBoxSize(_ text: String) -> (width: Double, height: Double)? {
        let parts = text.split { $0 == "," || $0.isWhitespace }
        guard parts.count == 4 else { return nil }
        var numbers: [Double] = []
        for part in parts {
            let (number, rest) = leadingNumber(part)
            guard let number, number.isFinite, rest.isEmpty else { return nil }
            numbers.append(number)
        }
        guard numbers[2] > 0, numbers[3] > 0 else { return nil }
        return (numbers[2], numbers[3])
    }

    /// The number at the start of `text` (sign, digits, fraction, exponent) and what follows it.
    private static func leadingNumber(_ text: Substring) -> (Double?, Substring) {
        var index = text.startIndex
        func advance(while predicate: (Character) -> Bool) {
            while index < text.endIndex, predicate(text[index]) { index = text.index(after: index) }
        }
        func isDigit(_ c: Character) -> Bool { c.isASCII && c.isWholeNumber }
        if index < text.endIndex, text[index] == "+" || text[index] == "-" { index = text.index(after: index) }
        let digitsStart = index
        advance(while: isDigit)
        if index < text.endIndex, text[index] == "." {
            index = text.index(after: index)
            advance(while: isDigit)
        }
        guard text[digitsStart ..< index].contains(where: isDigit) else { return (nil, text) }
        if index < text.endIndex, text[index] == "e" || text[index] == "E" {
            var exponent = text.index(after: index)
            if exponent < text.endIndex, text[exponent] == "+" || text[exponent] == "-" { exponent = text.index(after: exponent) }
            if exponent < text.endIndex, isDigit(text[exponent]) {
                index = exponent
                advance(while: isDigit)
            }
        }
        return (Double(text[text.startIndex ..< index]), text[index...])
    }
}
