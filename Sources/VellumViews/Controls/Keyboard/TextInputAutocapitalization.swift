/// When the keyboard capitalises what is typed
/// (`textInputAutocapitalization(_:)`): the drawn keyboard shows capitals
/// unless it is `.never`.
///
/// ```swift
/// TextField("Username", text: $username).textInputAutocapitalization(.never)
/// ```
public struct TextInputAutocapitalization: Hashable, Sendable {
    let raw: Int
    /// Never capitalise: the keyboard shows lower-case letters.
    public static let never = TextInputAutocapitalization(raw: 0)
    /// Capitalise the first letter of every word.
    public static let words = TextInputAutocapitalization(raw: 1)
    /// Capitalise the first letter of every sentence (the default).
    public static let sentences = TextInputAutocapitalization(raw: 2)
    /// Capitalise every letter.
    public static let characters = TextInputAutocapitalization(raw: 3)

    /// Whether the keyboard starts with capitals (shift on) in an empty field.
    package var startsCapitalised: Bool { raw != 0 }
}

/// UIKit's capitalisation styles, for the older `autocapitalization(_:)`.
public enum UITextAutocapitalizationType: Hashable, Sendable {
    /// Never capitalise.
    case none
    /// Capitalise every word.
    case words
    /// Capitalise every sentence.
    case sentences
    /// Capitalise every character.
    case allCharacters
}
