/// The keyboard the field being edited asks for: what the device chrome
/// draws when the picture shows the keyboard.
package struct KeyboardRequest: Sendable, Equatable {
    /// The keyboard's kind.
    package var keyboardType: UIKeyboardType = .default
    /// The return key's label, if the view chose one.
    package var submitLabel: SubmitLabel? = nil
    /// The field's capitalisation; nil is the keyboard type's own default.
    package var autocapitalization: TextInputAutocapitalization? = nil
    /// Whether the keyboard shows the QuickType bar of predictions: iOS
    /// hides it when autocorrection is off (`autocorrectionDisabled()`).
    package var showsPredictions = true

    package init(keyboardType: UIKeyboardType = .default, submitLabel: SubmitLabel? = nil,
                 autocapitalization: TextInputAutocapitalization? = nil) {
        self.keyboardType = keyboardType; self.submitLabel = submitLabel; self.autocapitalization = autocapitalization
    }

    /// The return key's label: the view's choice, else "return".
    package var returnKey: SubmitLabel { submitLabel ?? .return }

    /// Whether the letter keys show capitals: an empty field starts a
    /// sentence, except where iOS turns capitalisation off for the kind of
    /// text (e-mail addresses and URLs).
    package var showsCapitals: Bool {
        if let autocapitalization { return autocapitalization.startsCapitalised }
        return keyboardType != .emailAddress && keyboardType != .URL
    }

    /// Whether the keyboard is a pad of digits on an iPhone (an iPad shows
    /// the numbers layer of its full keyboard instead).
    package var isNumberPad: Bool {
        switch keyboardType {
        case .numberPad, .asciiCapableNumberPad, .decimalPad, .phonePad: true
        default: false
        }
    }
}
