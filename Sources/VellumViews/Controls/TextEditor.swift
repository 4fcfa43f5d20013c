/// A view that can display and edit long-form text: drawn, as iOS draws it,
/// as the text wrapped from the top leading corner with UITextView's insets,
/// no border, filling the space it is offered.
///
/// ```swift
/// TextEditor(text: $notes).frame(height: 120)
/// ```
nonisolated public struct TextEditor: View {
    let text: String

    /// Creates a plain text editor.
    public init(text: Binding<String>) { self.text = text.wrappedValue }

    public var body: some View {
        TextInputReporter(content: Text(verbatim: text)
            .padding(.horizontal, ControlMetrics.textEditorHorizontal)
            .padding(.vertical, ControlMetrics.textEditorVertical)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    }
}

nonisolated extension View {
    /// Whether people may select text in this view (no visible change in a still picture).
    ///
    /// ```swift
    /// Text("Copy me").textSelection(.enabled)
    /// ```
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}

/// A type that describes whether text can be selected.
public protocol TextSelectability {
    /// Whether the text can be selected.
    static var allowsSelection: Bool { get }
}

/// A selectability that allows text selection.
public struct EnabledTextSelectability: TextSelectability {
    /// True.
    public static var allowsSelection: Bool { true }
}

/// A selectability that does not allow text selection.
public struct DisabledTextSelectability: TextSelectability {
    /// False.
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text can be selected.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
