import VellumGeometry

/// A colour component in a `colorset`'s `Contents.json`, as Xcode writes it: a
/// string (`"0.500"`, `"128"`, `"0x80"`) or, in hand-written files, a number.
package enum ColorComponentValue: Decodable, Hashable, Sendable {
    /// A component written as a string.
    case text(String)
    /// A component written as a JSON number.
    case number(Double)

    /// Decodes a string or a number.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .text(text)
        } else {
            self = .number(try container.decode(Double.self))
        }
    }

    /// The component in 0…1 (or beyond, for extended ranges), or `nil` if unreadable.
    ///
    /// Xcode's spellings: `"0.500"` is a fraction; `"128"` (no decimal point) is 0–255;
    /// `"0x80"` is hexadecimal 0–255. An alpha written `"0"` or `"1"` is a fraction.
    package func fraction(isAlpha: Bool) -> Double? {
        switch self {
        case .number(let value):
            guard value.isFinite else { return nil }
            return value > 1 && value == value.rounded() ? value / 255 : value
        case .text(let raw):
            let text = raw.trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x") {
                let digits = text.dropFirst(2)
                guard (1 ... 2).contains(digits.count), let value = UInt8(digits, radix: 16) else { return nil }
                return Double(value) / 255
            }
            guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
                  let value = Double(text), value.isFinite
            else { return nil }
            if text.contains(".") || text.contains("e") || text.contains("E") { return value }
            if isAlpha, value == 0 || value == 1 { return value }
            return value / 255
        }
    }
}
