import Foundation

/// A value and the format style that shows it, kept in a `Text` so the value
/// is formatted when the text is drawn, in the environment's locale, time zone
/// and calendar (`Text(_:format:)`, `Text(_:style:)`), not when it is made.
package struct FormattedValue: Equatable, @unchecked Sendable {
    // Unchecked: a format style and its input are values (Foundation's format
    // styles are Sendable); the input is only required to be Equatable.
    private let box: any FormattedValueBox

    /// `input` shown by `style`.
    package init<F: FormatStyle>(_ input: F.FormatInput, style: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        box = Box(input: input, style: style)
    }

    /// The value as `env`'s locale, time zone and calendar show it.
    package func string(in env: EnvironmentValues) -> String {
        box.string(locale: env.locale, timeZone: env.timeZone, calendar: env.calendar)
    }

    package static func == (a: FormattedValue, b: FormattedValue) -> Bool { a.box.isEqual(to: b.box) }

    private struct Box<F: FormatStyle>: FormattedValueBox where F.FormatInput: Equatable, F.FormatOutput == String {
        let input: F.FormatInput
        let style: F

        func string(locale: Locale, timeZone: TimeZone, calendar: Calendar) -> String {
            FormattedValue.localized(style, locale: locale, timeZone: timeZone, calendar: calendar).format(input)
        }

        func isEqual(to other: any FormattedValueBox) -> Bool {
            guard let other = other as? Self else { return false }
            return other.input == input && other.style == style
        }
    }

    /// `style` in `locale` (every format style takes one: `FormatStyle.locale(_:)`),
    /// and, for the date styles that have them, in `timeZone` and `calendar`.
    static func localized<F: FormatStyle>(_ style: F, locale: Locale, timeZone: TimeZone, calendar: Calendar) -> F {
        let style = style.locale(locale)
        if var date = style as? Date.FormatStyle {
            date.timeZone = timeZone
            date.calendar = calendar
            return date as? F ?? style
        }
        if var iso = style as? Date.ISO8601FormatStyle {
            iso.timeZone = timeZone
            return iso as? F ?? style
        }
        if var verbatim = style as? Date.VerbatimFormatStyle {
            verbatim.timeZone = timeZone
            verbatim.calendar = calendar
            return verbatim as? F ?? style
        }
        if var relative = style as? Date.RelativeFormatStyle {
            relative.calendar = calendar
            return relative as? F ?? style
        }
        return style
    }
}

/// A `FormattedValue`'s input and style, with their types erased.
private protocol FormattedValueBox {
    func string(locale: Locale, timeZone: TimeZone, calendar: Calendar) -> String
    func isEqual(to other: any FormattedValueBox) -> Bool
}

extension Text.Segment {
    /// A run showing `value`, spelled for the default environment until drawn.
    init(formatting value: FormattedValue) {
        self.init(string: value.string(in: EnvironmentValues()), formatted: value)
    }
}
