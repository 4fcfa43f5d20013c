// What a static picture of the screen does not show: the modifiers compile
// so SwiftUI code can be pasted unchanged. (Sheets, alerts and dialogs are
// drawn: see Presentation/.)

extension View {
    /// Context menus are not drawn.
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> Self { self }
    /// Keyboard types only matter when typing.
    public func keyboardType(_ type: UIKeyboardType) -> Self { self }
    /// Text content types only matter when typing.
    public func textContentType(_ type: UITextContentType?) -> Self { self }
    /// Capitalisation only matters when typing.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }
    /// The return key's label is not drawn (the keyboard is drawn without labels).
    public func submitLabel(_ submitLabel: SubmitLabel) -> Self { self }
    /// Hit testing does not apply to a picture.
    public func allowsHitTesting(_ enabled: Bool) -> Self { self }
    /// Haptics do not apply to a picture.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }
}

/// Keyboard types (accepted, not drawn).
public enum UIKeyboardType: Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// Text content types (accepted, not drawn).
public struct UITextContentType: Hashable, Sendable {
    let raw: String
    /// The name value (accepted, not drawn).
    public static let name = UITextContentType(raw: "name")
    /// The username value (accepted, not drawn).
    public static let username = UITextContentType(raw: "username")
    /// The password value (accepted, not drawn).
    public static let password = UITextContentType(raw: "password")
    /// The new password value (accepted, not drawn).
    public static let newPassword = UITextContentType(raw: "newPassword")
    /// The email address value (accepted, not drawn).
    public static let emailAddress = UITextContentType(raw: "emailAddress")
    /// The telephone number value (accepted, not drawn).
    public static let telephoneNumber = UITextContentType(raw: "telephoneNumber")
    /// The one time code value (accepted, not drawn).
    public static let oneTimeCode = UITextContentType(raw: "oneTimeCode")
}

/// Capitalisation behaviour (accepted, not drawn).
public struct TextInputAutocapitalization: Hashable, Sendable {
    let raw: Int
    /// The never value (accepted, not drawn).
    public static let never = TextInputAutocapitalization(raw: 0)
    /// The words value (accepted, not drawn).
    public static let words = TextInputAutocapitalization(raw: 1)
    /// The sentences value (accepted, not drawn).
    public static let sentences = TextInputAutocapitalization(raw: 2)
    /// The characters value (accepted, not drawn).
    public static let characters = TextInputAutocapitalization(raw: 3)
}

/// Return key labels (accepted, not drawn).
public enum SubmitLabel: Hashable, Sendable { case done, go, send, join, route, search, `return`, next, `continue` }


/// Haptic feedback (accepted, not felt).
public struct SensoryFeedback: Hashable, Sendable {
    let raw: Int
    /// The success value (accepted, not drawn).
    public static let success = SensoryFeedback(raw: 0)
    /// The selection value (accepted, not drawn).
    public static let selection = SensoryFeedback(raw: 1)
    /// The impact value (accepted, not drawn).
    public static let impact = SensoryFeedback(raw: 2)
}
