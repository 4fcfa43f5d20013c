extension EnvironmentKeys {
    struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction() }
    struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }
    struct PresentationModeKey: EnvironmentKey {
        static var defaultValue: Binding<PresentationMode> { .constant(PresentationMode(isPresented: false)) }
    }
    struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction() }
    struct PresentsModallyKey: EnvironmentKey { static let defaultValue = false }
    struct SheetContentKey: EnvironmentKey { static let defaultValue = false }
}

extension EnvironmentValues {
    /// Dismisses the presentation the view is in.
    ///
    /// ```swift
    /// @Environment(\.dismiss) private var dismiss
    /// ```
    public var dismiss: DismissAction {
        get { self[EnvironmentKeys.DismissKey.self] }
    }
    /// Whether the view is in a presentation (a sheet's content, for example).
    ///
    /// ```swift
    /// @Environment(\.isPresented) private var isPresented
    /// ```
    public var isPresented: Bool {
        get { self[EnvironmentKeys.IsPresentedKey.self] }
    }
    /// A binding to the view's presentation mode (iOS 13's `dismiss`).
    ///
    /// ```swift
    /// @Environment(\.presentationMode) var presentationMode
    /// ```
    public var presentationMode: Binding<PresentationMode> {
        get { self[EnvironmentKeys.PresentationModeKey.self] }
    }
    /// Opens URLs: links and `Text` with Markdown links use it.
    ///
    /// ```swift
    /// @Environment(\.openURL) private var openURL
    /// Button("Help") { openURL(URL(string: "https://example.com/help")!) }
    /// ```
    public var openURL: OpenURLAction {
        get { self[EnvironmentKeys.OpenURLKey.self] }
        set { self[EnvironmentKeys.OpenURLKey.self] = newValue }
    }

    /// Marks the environment of a presentation's content.
    package mutating func enterPresentation() {
        self[EnvironmentKeys.IsPresentedKey.self] = true
        self[EnvironmentKeys.PresentationModeKey.self] = .constant(PresentationMode(isPresented: true))
    }

    /// Whether presentation modifiers below present (`PresentationKey`):
    /// set by the renderer for the screen and by a sheet for its content;
    /// not in an alert's or a dialog's.
    package var presentsModally: Bool {
        get { self[EnvironmentKeys.PresentsModallyKey.self] }
        set { self[EnvironmentKeys.PresentsModallyKey.self] = newValue }
    }
    /// Whether the views below are a sheet's, cover's or popover's content,
    /// whose `presentationDetents` and other settings the sheet reads.
    package var isSheetContent: Bool {
        get { self[EnvironmentKeys.SheetContentKey.self] }
        set { self[EnvironmentKeys.SheetContentKey.self] = newValue }
    }
}
