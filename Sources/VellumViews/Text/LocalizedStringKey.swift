import VellumAssets

/// The key for a localized string: looked up in the renderer's `localization`
/// for the environment's locale; with no translation, the key's text is shown
/// as written.
///
/// An interpolated key is the one Xcode extracts, its values replaced by
/// format specifiers (`"Hello, %@!"`, `"%lld notes"`), and the translation
/// puts the values where its own specifiers say:
///
/// ```swift
/// Text("Hello, \(name)!")      // key "Hello, %@!"
/// Text("\(count) notes")       // key "%lld notes"
/// ```
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text shown when the key has no translation: the key with its values filled in.
    package let text: String
    /// The key as a strings file or String Catalog lists it.
    package let key: String
    /// The interpolated values, in order.
    package let arguments: [FormatArgument]

    /// Creates a key from a string.
    public init(_ value: String) { text = value; key = value; arguments = [] }
    /// Creates a key from a string literal.
    public init(stringLiteral value: String) { text = value; key = value; arguments = [] }
    /// Creates a key from an interpolated string.
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.output; key = stringInterpolation.key; arguments = stringInterpolation.arguments
    }

    /// Builds the text of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        var key = ""
        var arguments: [FormatArgument] = []
        /// Builds the key's text.
        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }
        /// Builds the key's text.
        public mutating func appendLiteral(_ literal: String) {
            output += literal
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }
        /// Builds the key's text.
        public mutating func appendInterpolation<T>(_ value: T) {
            output += String(describing: value)
            let argument: FormatArgument
            if let i = value as? any BinaryInteger { argument = .integer(Int64(clamping: i)) }
            else if let d = value as? any BinaryFloatingPoint { argument = .double(Double(d)) }
            else { argument = .object(String(describing: value)) }
            arguments.append(argument); key += argument.specifier
        }
        /// Builds the key's text.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            let formatted = String(format: specifier, value)
            output += formatted
            arguments.append(.object(formatted)); key += specifier
        }
        /// Builds the key's text.
        public mutating func appendInterpolation(_ text: Text) {
            output += text.plainText
            arguments.append(.object(text.plainText)); key += "%@"
        }
    }

    /// The translation of this key in `env`'s locale, or nil where the strings
    /// have none; nothing is reported missing (an image's name, which needs no
    /// translation, looks one up for its label).
    package func translation(in env: EnvironmentValues, table: String? = nil) -> String? {
        guard !env.localization.isEmpty, let entry = env.localization.lookup(key, table: table, locale: env.locale).0 else { return nil }
        let format = entry.form(for: arguments.lazy.compactMap(\.count).first, language: Localization.pluralLanguage(of: env.locale))
        return LocalizedFormat.fill(format, arguments, locale: env.locale)
    }

    /// The string for this key in `env`'s locale: the translation with the
    /// values filled in, or the key's own text (reported as missing). Numbers
    /// are spelled as the locale writes them (`"%lld"` of 1234 is "1,234" in
    /// English, "1 234" in French), as SwiftUI formats a key's arguments.
    package func resolved(in env: EnvironmentValues, table: String? = nil) -> String {
        let localization = env.localization
        var entry: LocalizedEntry?
        if !localization.isEmpty {
            let (found, missing) = localization.lookup(key, table: table, locale: env.locale)
            if missing { env.viewGraph?.noteMissingLocalization(key, table: table) }
            entry = found
        }
        guard let entry else {
            return arguments.contains(where: \.isNumber) ? LocalizedFormat.fill(key, arguments, locale: env.locale) : text
        }
        let count = arguments.lazy.compactMap(\.count).first
        let format = entry.form(for: count, language: Localization.pluralLanguage(of: env.locale))
        return LocalizedFormat.fill(format, arguments, locale: env.locale)
    }
}
