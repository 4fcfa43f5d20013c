import Foundation

/// A value interpolated into a `LocalizedStringKey`, kept so a translation can
/// place it where its own format specifier says (`%@`, `%lld`, `%2$@`).
package enum FormatArgument: Hashable, Sendable {
    case object(String)
    case integer(Int64)
    case double(Double)

    /// The specifier Xcode writes into the key for a value of this kind.
    package var specifier: String {
        switch self {
        case .object: "%@"
        case .integer: "%lld"
        case .double: "%lf"
        }
    }

    /// The count a plural form is chosen by, if the value is a whole number.
    package var count: Int? {
        if case .integer(let n) = self { return Int(clamping: n) }
        return nil
    }

    /// Whether the value is a number (spelled by the locale when shown).
    package var isNumber: Bool {
        if case .object = self { return false }
        return true
    }

    /// The value as the conversion `conversion` (`@`, `d`, `f`, …) prints it in
    /// `locale`, as `String(format:locale:)` does: digits grouped and the
    /// decimal separator the locale's ("1,234.5" in English, "1 234,5" in French).
    package func formatted(_ conversion: Character, precision: Int?, locale: Locale) -> String {
        switch self {
        case .object(let s): return s
        case .integer(let n):
            if "fFeEgG".contains(conversion) { return Self.decimal(Double(n), precision: precision ?? 6, locale: locale) }
            if "dDiuU".contains(conversion) { return String(format: "%lld", locale: locale, n) }
            return String(n)
        case .double(let d):
            if "dDiuU".contains(conversion) { return String(format: "%lld", locale: locale, Self.whole(d)) }
            if "xXoO".contains(conversion) { return String(Self.whole(d)) }
            return conversion == "@" ? String(describing: d) : Self.decimal(d, precision: precision ?? 6, locale: locale)
        }
    }

    /// `d` without its fraction, clamped to `Int64` (0 for NaN).
    private static func whole(_ d: Double) -> Int64 {
        guard !d.isNaN else { return 0 }
        return Int64(Swift.max(-9.2e18, Swift.min(9.2e18, d.rounded(.towardZero))))
    }

    private static func decimal(_ d: Double, precision: Int, locale: Locale) -> String {
        String(format: "%.\(Swift.max(0, Swift.min(precision, 17)))f", locale: locale, d)
    }
}
