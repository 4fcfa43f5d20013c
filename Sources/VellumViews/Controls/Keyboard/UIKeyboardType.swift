/// The kind of keyboard a text field asks for (`keyboardType(_:)`): drawn
/// when the picture shows the keyboard (see `KeyboardRequest`).
///
/// ```swift
/// TextField("Amount", text: $amount).keyboardType(.decimalPad)
/// ```
public enum UIKeyboardType: Hashable, Sendable {
    /// The letters keyboard.
    case `default`
    /// The letters keyboard, ASCII characters only.
    case asciiCapable
    /// The numbers and punctuation layer of the letters keyboard.
    case numbersAndPunctuation
    /// Letters with `.`, `/` and `.com` in place of the space bar.
    case URL
    /// The number pad: 0 to 9 with their letters.
    case numberPad
    /// The phone pad: 0 to 9, `+`, `*` and `#`.
    case phonePad
    /// The letters keyboard, for a name or a phone number.
    case namePhonePad
    /// Letters with `@` and `.` beside a narrower space bar.
    case emailAddress
    /// The number pad with a decimal separator.
    case decimalPad
    /// Letters with `@` and `#` beside the space bar.
    case twitter
    /// Letters with `.` beside the space bar.
    case webSearch
    /// The number pad, ASCII digits only.
    case asciiCapableNumberPad
}
