/// The key for a localized string; Vellum shows the key's text as written
/// (no localisation tables are loaded).
///
/// ```swift
/// Text("Hello, \(name)!")
/// ```
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text.
    package let text: String

    /// Creates a key from a string.
    public init(_ value: String) { text = value }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.output }

    /// Builds the text of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        /// Builds the key's text.
        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }
        /// Builds the key's text.
        public mutating func appendLiteral(_ literal: String) { output += literal }
        /// Builds the key's text.
        public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }
        /// Builds the key's text.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) { output += String(format: specifier, value) }
        /// Builds the key's text.
        public mutating func appendInterpolation(_ text: Text) { output += text.plainText }
    }
}
