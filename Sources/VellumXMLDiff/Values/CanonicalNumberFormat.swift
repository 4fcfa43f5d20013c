/// Prints numbers for canonical text and difference messages.
///
/// Integers print without `.0`, `-0` prints as `0`, and other values are rounded
/// to six decimals with trailing zeros trimmed.
enum CanonicalNumberFormat {
    static func string(_ value: Double) -> String {
        guard value.isFinite else {
            return value.isNaN ? "NaN" : (value > 0 ? "inf" : "-inf")
        }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        let rounded = (value * 1e6).rounded() / 1e6
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        return rounded.description
    }

    static func list(_ values: [Double], separator: String = " ") -> String {
        values.map(string).joined(separator: separator)
    }
}
