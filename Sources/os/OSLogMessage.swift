import Foundation

/// A log message written as an interpolated string, as in Apple's `os`
/// module: values take a privacy, a format and an alignment.
///
/// ```swift
/// logger.info("Loaded \(items.count) items in \(seconds, format: .fixed(precision: 2)) s for \(user, privacy: .private)")
/// ```
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The message as written.
    let text: String

    /// A message without values.
    public init(stringLiteral value: String) { text = value }

    /// A message with values.
    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// The parts of an ``OSLogMessage``, as in Apple's `os` module.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    /// The message so far.
    var text = ""

    /// A message about to be written.
    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }

    /// Appends text as written.
    public mutating func appendLiteral(_ literal: String) { text += literal }

    /// Appends a string.
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.pad(argumentString())
    }

    /// Appends a value's description.
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                         align: OSLogStringAlignment = .none,
                                                                         privacy: OSLogPrivacy = .auto) {
        text += align.pad(value().description)
    }

    /// Appends an integer.
    public mutating func appendInterpolation<T: BinaryInteger>(_ number: @autoclosure @escaping () -> T,
                                                               format: OSLogIntegerFormatting = .decimal,
                                                               align: OSLogIntegerAlignment = .none,
                                                               privacy: OSLogPrivacy = .auto) {
        text += align.pad(format.string(number()))
    }

    /// Appends a number.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double,
                                             format: OSLogFloatFormatting = .fixed, align: OSLogFloatAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        text += align.pad(format.string(number()))
    }

    /// Appends a number.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float,
                                             format: OSLogFloatFormatting = .fixed, align: OSLogFloatAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        text += align.pad(format.string(Double(number())))
    }

    /// Appends a number.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> CGFloat,
                                             format: OSLogFloatFormatting = .fixed, align: OSLogFloatAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        text += align.pad(format.string(Double(number())))
    }

    /// Appends a Boolean.
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool,
                                             format: OSLogBoolFormat = .truefalse, privacy: OSLogPrivacy = .auto) {
        let value = boolean()
        text += format == .answer ? (value ? "YES" : "NO") : (value ? "true" : "false")
    }

    /// Appends an error's description.
    public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error,
                                             privacy: OSLogPrivacy = .auto) {
        text += String(describing: error())
    }

    /// Appends a type's name.
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Any.Type,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.pad(String(describing: value()))
    }

    /// Appends any value's description.
    @_disfavoredOverload
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T,
                                                align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.pad(String(describing: value()))
    }
}
