import Foundation

/// How an interpolated integer is written, as in Apple's `os` module.
public struct OSLogIntegerFormatting: Sendable {
    private enum Kind: Sendable { case decimal, hex, octal }
    private var kind: Kind
    private var explicitPositiveSign = false
    private var includePrefix = false
    private var uppercase = false
    private var minDigits: Int?

    private init(_ kind: Kind) { self.kind = kind }

    /// Base 10.
    public static let decimal = OSLogIntegerFormatting(.decimal)
    /// Base 16.
    public static let hex = OSLogIntegerFormatting(.hex)
    /// Base 8.
    public static let octal = OSLogIntegerFormatting(.octal)

    /// Base 10, with a `+` on positive values and at least `minDigits` digits.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int? = nil) -> OSLogIntegerFormatting {
        var f = OSLogIntegerFormatting(.decimal); f.explicitPositiveSign = explicitPositiveSign; f.minDigits = minDigits; return f
    }
    /// Base 16, with `0x`, upper-case digits and at least `minDigits` digits.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: Int? = nil) -> OSLogIntegerFormatting {
        var f = OSLogIntegerFormatting(.hex)
        f.explicitPositiveSign = explicitPositiveSign; f.includePrefix = includePrefix; f.uppercase = uppercase; f.minDigits = minDigits
        return f
    }
    /// Base 8, with `0o` and at least `minDigits` digits.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: Int? = nil) -> OSLogIntegerFormatting {
        var f = OSLogIntegerFormatting(.octal)
        f.explicitPositiveSign = explicitPositiveSign; f.includePrefix = includePrefix; f.uppercase = uppercase; f.minDigits = minDigits
        return f
    }

    /// `value` written in this format.
    func string<T: BinaryInteger>(_ value: T) -> String {
        let radix: Int, prefix: String
        switch kind {
        case .decimal: radix = 10; prefix = ""
        case .hex: radix = 16; prefix = includePrefix ? "0x" : ""
        case .octal: radix = 8; prefix = includePrefix ? "0o" : ""
        }
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if let minDigits, digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        let sign = value < 0 ? "-" : (explicitPositiveSign ? "+" : "")
        return sign + prefix + digits
    }
}

/// How an interpolated floating-point number is written, as in Apple's `os` module.
public struct OSLogFloatFormatting: Sendable {
    private enum Kind: Sendable { case fixed, exponential, hybrid, hex }
    private var kind: Kind
    private var precision: Int?
    private var explicitPositiveSign = false
    private var uppercase = false

    private init(_ kind: Kind) { self.kind = kind }

    /// Fixed-point notation (`%f`).
    public static let fixed = OSLogFloatFormatting(.fixed)
    /// Exponential notation (`%e`).
    public static let exponential = OSLogFloatFormatting(.exponential)
    /// The shorter of the two (`%g`).
    public static let hybrid = OSLogFloatFormatting(.hybrid)
    /// Hexadecimal notation (`%a`).
    public static let hex = OSLogFloatFormatting(.hex)

    /// Fixed-point notation with `precision` digits after the point.
    public static func fixed(precision: @escaping @autoclosure () -> Int, explicitPositiveSign: Bool = false,
                             uppercase: Bool = false) -> OSLogFloatFormatting {
        var f = OSLogFloatFormatting(.fixed); f.precision = precision(); f.explicitPositiveSign = explicitPositiveSign; f.uppercase = uppercase
        return f
    }
    /// Fixed-point notation.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        var f = OSLogFloatFormatting(.fixed); f.explicitPositiveSign = explicitPositiveSign; f.uppercase = uppercase; return f
    }
    /// Exponential notation with `precision` digits.
    public static func exponential(precision: @escaping @autoclosure () -> Int, explicitPositiveSign: Bool = false,
                                   uppercase: Bool = false) -> OSLogFloatFormatting {
        var f = OSLogFloatFormatting(.exponential); f.precision = precision(); f.explicitPositiveSign = explicitPositiveSign
        f.uppercase = uppercase
        return f
    }
    /// The shorter of fixed and exponential notation, with `precision` significant digits.
    public static func hybrid(precision: @escaping @autoclosure () -> Int, explicitPositiveSign: Bool = false,
                              uppercase: Bool = false) -> OSLogFloatFormatting {
        var f = OSLogFloatFormatting(.hybrid); f.precision = precision(); f.explicitPositiveSign = explicitPositiveSign; f.uppercase = uppercase
        return f
    }

    /// `value` written in this format.
    func string(_ value: Double) -> String {
        var spec = "%" + (explicitPositiveSign ? "+" : "")
        if let precision { spec += ".\(max(0, precision))" }
        switch kind {
        case .fixed: spec += uppercase ? "F" : "f"
        case .exponential: spec += uppercase ? "E" : "e"
        case .hybrid: spec += uppercase ? "G" : "g"
        case .hex: spec += uppercase ? "A" : "a"
        }
        return String(format: spec, value)
    }
}

/// How an interpolated value is padded, as in Apple's `os` module.
public struct OSLogStringAlignment: Sendable {
    private var width: Int
    private var leftAligned: Bool
    private init(width: Int, leftAligned: Bool) { self.width = width; self.leftAligned = leftAligned }

    /// No padding.
    public static let none = OSLogStringAlignment(width: 0, leftAligned: false)
    /// Padded on the left to `columns` characters.
    public static func right(columns: @escaping @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(width: columns(), leftAligned: false)
    }
    /// Padded on the right to `columns` characters.
    public static func left(columns: @escaping @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(width: columns(), leftAligned: true)
    }

    /// `text` padded to this alignment's width.
    func pad(_ text: String) -> String {
        guard text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return leftAligned ? text + padding : padding + text
    }
}

/// The alignment of an interpolated integer.
public typealias OSLogIntegerAlignment = OSLogStringAlignment
/// The alignment of an interpolated floating-point number.
public typealias OSLogFloatAlignment = OSLogStringAlignment

/// How an interpolated Boolean is written, as in Apple's `os` module.
public enum OSLogBoolFormat: Sendable {
    /// `true` or `false`.
    case truefalse
    /// `YES` or `NO`.
    case answer
}
