// Presentations show nothing in a static picture of the presenting screen:
// the modifiers compile so SwiftUI code can be pasted unchanged.

extension View {
    /// A sheet is not drawn over the screen.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> Self { self }
    /// A sheet is not drawn over the screen.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> Self { self }
    /// A full-screen cover is not drawn.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> Self { self }
    /// A popover is not drawn.
    public func popover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> Self { self }
    /// An alert is not drawn.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> Self { self }
    /// An alert is not drawn.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> Self { self }
    /// A confirmation dialog is not drawn.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> Self { self }
    /// Pull to refresh is not drawn.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> Self { self }
    /// A search field is not drawn.
    public func searchable(text: Binding<String>, prompt: Text? = nil) -> Self { self }
    /// A search field is not drawn.
    public func searchable(text: Binding<String>, prompt: LocalizedStringKey) -> Self { self }
    /// Swipe actions are not drawn.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> Self { self }
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
    /// Redaction is not drawn.
    public func redacted(reason: RedactionReasons) -> Self { self }
    /// Hit testing does not apply to a picture.
    public func allowsHitTesting(_ enabled: Bool) -> Self { self }
    /// Gestures do not apply to a picture.
    public func gesture<G>(_ gesture: G) -> Self { self }
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

/// Reasons to redact (accepted, not drawn).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The placeholder value (accepted, not drawn).
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// The privacy value (accepted, not drawn).
    public static let privacy = RedactionReasons(rawValue: 2)
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
