// What a static picture of the screen does not show: the modifiers compile
// so SwiftUI code can be pasted unchanged. (Sheets, alerts and dialogs are
// drawn: see Presentation/.)

nonisolated extension View {
    /// Context menus are not drawn.
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> Self { self }
    /// Text content types only matter when typing.
    public func textContentType(_ type: UITextContentType?) -> Self { self }
    /// Hit testing does not apply to a picture.
    public func allowsHitTesting(_ enabled: Bool) -> Self { self }
    /// Haptics do not apply to a picture.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }
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
