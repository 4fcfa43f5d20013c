/// A control into which people securely enter private text; drawn with dots.
///
/// ```swift
/// SecureField("Password", text: $password).textFieldStyle(.roundedBorder)
/// ```
nonisolated public struct SecureField<Label: View>: View {
    let placeholder: Text
    let text: Binding<String>
    public var body: some View {
        TextFieldBody(field: TextField<_TextFieldStyleLabel>(placeholder: placeholder, text: text.wrappedValue, secure: true), bare: false)
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { placeholder = Text(titleKey); self.text = text }
    /// Creates a secure field with a placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { placeholder = Text(title); self.text = text }
    /// Creates a secure field with a placeholder and a prompt (the prompt is shown).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { placeholder = prompt ?? Text(titleKey); self.text = text }
}
