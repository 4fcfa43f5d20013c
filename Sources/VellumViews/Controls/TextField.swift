/// A control that displays an editable text interface, drawn with its text or placeholder.
///
/// ```swift
/// TextField("Your name?", text: $name).textFieldStyle(.roundedBorder)
/// ```
public struct TextField<Label: View>: View {
    let placeholder: Text
    let text: Binding<String>
    let secure: Bool

    public var body: some View { TextFieldBody(placeholder: placeholder, text: text.wrappedValue, secure: secure) }
}

extension TextField where Label == Text {
    /// Creates a text field with a placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        placeholder = Text(titleKey); self.text = text; secure = false
    }
    /// Creates a text field with a placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        placeholder = Text(title); self.text = text; secure = false
    }
    /// Creates a text field with a placeholder and a prompt (the prompt is shown).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        placeholder = prompt ?? Text(titleKey); self.text = text; secure = false
    }
    /// Creates a multi-line capable text field (drawn on one line per its text).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        placeholder = Text(titleKey); self.text = text; secure = false
    }
}

/// A control into which people securely enter private text; drawn with dots.
///
/// ```swift
/// SecureField("Password", text: $password).textFieldStyle(.roundedBorder)
/// ```
public struct SecureField<Label: View>: View {
    let placeholder: Text
    let text: Binding<String>
    public var body: some View { TextFieldBody(placeholder: placeholder, text: text.wrappedValue, secure: true) }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { placeholder = Text(titleKey); self.text = text }
    /// Creates a secure field with a placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { placeholder = Text(title); self.text = text }
}

/// Draws a text field in the environment's text field style.
struct TextFieldBody: PrimitiveView {
    let placeholder: Text
    let text: String
    let secure: Bool

    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let env = context.environment
        let shown: AnyView
        if text.isEmpty {
            shown = AnyView(placeholder.foregroundStyle(HierarchicalShapeStyle.tertiary))
        } else {
            shown = AnyView(Text(verbatim: secure ? String(repeating: "•", count: text.count) : text))
        }
        let line = shown.lineLimit(1).frame(maxWidth: .infinity, alignment: .leading)
        guard env.textFieldStyleKind == .roundedBorder else { return try context.lower(line) }
        let fill = env.colorScheme == .dark ? SystemPalette.secondarySystemBackground.dark : SystemPalette.backgroundLight
        let stroke = SystemPalette.color(SystemPalette.gray4, env.colorScheme)
        let shape = RoundedRectangle(cornerRadius: ControlMetrics.textFieldCornerRadius, style: .circular)
        let field = line
            .padding(.horizontal, ControlMetrics.textFieldHorizontalInset)
            .padding(.vertical, ControlMetrics.textFieldVerticalInset)
            .background(Color(provider: .fixed(fill)), in: shape)
            .overlay(shape.strokeBorder(Color(provider: .fixed(stroke)), lineWidth: 1 / env.displayScale))
        return try context.lower(field)
    }
}
