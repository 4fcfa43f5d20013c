nonisolated extension View {
    /// Sets the keyboard text fields below ask for; a picture that shows the
    /// keyboard draws the focused field's (see `KeyboardKey`).
    ///
    /// ```swift
    /// TextField("Phone", text: $phone).keyboardType(.phonePad)
    /// ```
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        environmentUpdate { $0.keyboardRequest.keyboardType = type }
    }

    /// Sets the label of the keyboard's return key for text fields below.
    ///
    /// ```swift
    /// TextField("Message", text: $message).submitLabel(.send)
    /// ```
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        environmentUpdate { $0.keyboardRequest.submitLabel = submitLabel }
    }

    /// Sets when the keyboard capitalises; with `.never` the drawn keyboard
    /// shows lower-case letters.
    ///
    /// ```swift
    /// TextField("Email", text: $email).textInputAutocapitalization(.never)
    /// ```
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        environmentUpdate { $0.keyboardRequest.autocapitalization = autocapitalization }
    }

    /// Turns autocorrection off for text fields below: their keyboard has no
    /// QuickType bar of predictions, so it is shorter by the bar.
    ///
    /// ```swift
    /// TextField("Username", text: $username).autocorrectionDisabled()
    /// ```
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environmentUpdate { $0.keyboardRequest.showsPredictions = !disable }
    }

    /// The older spelling of `autocorrectionDisabled(_:)` (nil keeps the default, on).
    ///
    /// ```swift
    /// TextField("Username", text: $username).disableAutocorrection(true)
    /// ```
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        autocorrectionDisabled(disable ?? false)
    }

    /// The older spelling of `textInputAutocapitalization(_:)`.
    ///
    /// ```swift
    /// TextField("Username", text: $username).autocapitalization(.none)
    /// ```
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        let mapped: TextInputAutocapitalization = switch style {
        case .none: .never
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .characters
        }
        return textInputAutocapitalization(mapped)
    }
}
