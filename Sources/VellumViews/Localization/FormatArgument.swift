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

    /// The value as the conversion `conversion` (`@`, `d`, `f`, …) prints it.
    package func formatted(_ conversion: Character, precision: Int?, locale: Locale) -> String {
        switch self {
        case .object(let s): return s
        case .integer(let n):
            if "fFeEgG".contains(conversion) { return Self.decimal(Double(n), precision: precision ?? 6) }
            return String(n)
        case .double(let d):
            if "dDiuUxXoO".contains(conversion) { return String(Int64(d.rounded(.towardZero))) }
            return conversion == "@" ? String(describing: d) : Self.decimal(d, precision: precision ?? 6)
        }
    }

    private static func decimal(_ d: Double, precision: Int) -> String {
        String(format: "%.\(Swift.max(0, Swift.min(precision, 17)))f", d)
    }
}
