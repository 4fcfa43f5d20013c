extension EnvironmentKeys {
    struct KeyboardRequestKey: EnvironmentKey { static let defaultValue = KeyboardRequest() }
    struct FocusedKey: EnvironmentKey { static let defaultValue = false }
    struct DefaultFocusKey: EnvironmentKey { static let defaultValue: FocusTarget? = nil }
}

extension EnvironmentValues {
    /// The keyboard text inputs below ask for (`keyboardType(_:)`,
    /// `submitLabel(_:)`, `textInputAutocapitalization(_:)`).
    package var keyboardRequest: KeyboardRequest {
        get { self[EnvironmentKeys.KeyboardRequestKey.self] }
        set { self[EnvironmentKeys.KeyboardRequestKey.self] = newValue }
    }

    /// Whether the nearest focusable view above has focus: set by
    /// `focused(_:)` and `focused(_:equals:)` from their binding's value.
    ///
    /// ```swift
    /// @Environment(\.isFocused) private var isFocused
    /// ```
    public package(set) var isFocused: Bool {
        get { self[EnvironmentKeys.FocusedKey.self] }
        set { self[EnvironmentKeys.FocusedKey.self] = newValue }
    }

    /// The focus value `defaultFocus(_:_:priority:)` names for the views below.
    package var defaultFocus: FocusTarget? {
        get { self[EnvironmentKeys.DefaultFocusKey.self] }
        set { self[EnvironmentKeys.DefaultFocusKey.self] = newValue }
    }
}
