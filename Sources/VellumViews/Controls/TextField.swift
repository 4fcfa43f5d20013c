import Foundation
import VellumGeometry
import VellumLayout

/// A control that displays an editable text interface, drawn with its text or placeholder.
///
/// ```swift
/// TextField("Your name?", text: $name).textFieldStyle(.roundedBorder)
/// TextField("Amount", value: $amount, format: .number)
/// ```
nonisolated public struct TextField<Label: View>: View {
    let placeholder: Text
    let text: String
    let secure: Bool
    var axis: Axis = .horizontal
    /// Set on a style's configuration: draws the bare field, without styles.
    var bare = false

    init(placeholder: Text, text: String, secure: Bool = false, axis: Axis = .horizontal) {
        self.placeholder = placeholder; self.text = text; self.secure = secure; self.axis = axis
    }

    public var body: some View {
        TextFieldBody(field: TextField<_TextFieldStyleLabel>(placeholder: placeholder, text: text, secure: secure, axis: axis), bare: bare)
    }
}

extension TextField where Label == Text {
    /// Creates a text field with a placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(placeholder: Text(titleKey), text: text.wrappedValue)
    }
    /// Creates a text field with a placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(placeholder: Text(title), text: text.wrappedValue)
    }
    /// Creates a text field with a placeholder and a prompt (the prompt is shown).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(placeholder: prompt ?? Text(titleKey), text: text.wrappedValue)
    }
    /// Creates a text field with a placeholder and a prompt (the prompt is shown).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(placeholder: prompt ?? Text(title), text: text.wrappedValue)
    }
    /// Creates a text field that grows along `axis`: a vertical field wraps its text.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(placeholder: Text(titleKey), text: text.wrappedValue, axis: axis)
    }
    /// Creates a text field that grows along `axis`: a vertical field wraps its text.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(placeholder: Text(title), text: text.wrappedValue, axis: axis)
    }
    /// Creates a text field that grows along `axis`, with a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(placeholder: prompt ?? Text(titleKey), text: text.wrappedValue, axis: axis)
    }

    /// Creates a text field that shows a value in a format.
    ///
    /// ```swift
    /// TextField("Quantity", value: $quantity, format: .number)
    /// ```
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(placeholder: prompt ?? Text(titleKey), text: format.format(value.wrappedValue))
    }
    /// Creates a text field that shows a value in a format.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(placeholder: prompt ?? Text(title), text: format.format(value.wrappedValue))
    }
    /// Creates a text field that shows an optional value in a format (empty, with its placeholder, for nil).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(placeholder: prompt ?? Text(titleKey), text: value.wrappedValue.map { format.format($0) } ?? "")
    }
    /// Creates a text field that shows a value through a `Formatter`.
    ///
    /// ```swift
    /// TextField("Price", value: $price, formatter: NumberFormatter())
    /// ```
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(placeholder: prompt ?? Text(titleKey), text: formatter.string(for: value.wrappedValue) ?? "")
    }
    /// Creates a text field that shows a value through a `Formatter`.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(placeholder: prompt ?? Text(title), text: formatter.string(for: value.wrappedValue) ?? "")
    }
}

extension TextField {
    /// Creates a text field with a label view (iOS shows the prompt, not the label).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
        self.init(placeholder: prompt ?? Text(verbatim: ""), text: text.wrappedValue, axis: axis)
    }
}

/// The label of a text field as a text field style's configuration sees it.
public struct _TextFieldStyleLabel: PrimitiveView {
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] { [] }
}

/// Draws a text field in the innermost text field style of the environment.
struct TextFieldBody: PrimitiveView {
    let field: TextField<_TextFieldStyleLabel>
    let bare: Bool

    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let nodes = try context.lower(TextInputReporter(content: StyledTextFieldBody(field: field, bare: bare)))
        // One element on iOS: the placeholder says what it is, the text is its value.
        guard nodes.count == 1 else { return nodes }
        let value = field.text.isEmpty ? nil : field.secure ? String(repeating: "•", count: field.text.count) : field.text
        return [AccessibilityNode.control(nodes[0], field.secure ? "SecureField" : "TextField", traits: .isTextEntry, value: value,
                                          label: field.placeholder.plainText(in: context.environment),
                                          enabled: context.environment.isEnabled)]
    }
}

/// A text field drawn in the innermost text field style of the environment.
struct StyledTextFieldBody: PrimitiveView {
    let field: TextField<_TextFieldStyleLabel>
    let bare: Bool

    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        if bare { return try context.lower(BuiltinTextFieldBody(kind: .plain, field: field)) }
        var inner = context
        guard let style = inner.environment[styles: TextField<_TextFieldStyleLabel>.self].popLast() else {
            return try inner.lower(BuiltinTextFieldBody(kind: inner.environment.textFieldStyleKind, field: field))
        }
        var configuration = field
        configuration.bare = true
        let body = EnvironmentValues.$current.withValue(inner.environment) { style.makeBody(configuration) }
        return try inner.lower(body)
    }
}

/// Draws a text field's text (or placeholder) in a built-in style.
struct BuiltinTextFieldBody: PrimitiveView {
    let kind: TextFieldStyleKind
    let field: TextField<_TextFieldStyleLabel>

    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let env = context.environment
        let shown: AnyView
        if field.text.isEmpty {
            shown = AnyView(field.placeholder.foregroundStyle(HierarchicalShapeStyle.tertiary))
        } else {
            shown = AnyView(Text(verbatim: field.secure ? String(repeating: "•", count: field.text.count) : field.text))
        }
        let line: AnyView = field.axis == .vertical
            ? AnyView(shown.frame(maxWidth: .infinity, alignment: .leading))
            : AnyView(shown.lineLimit(1).frame(maxWidth: .infinity, alignment: .leading))
        guard kind == .roundedBorder else { return try context.lower(line) }
        let fill = env.colorScheme == .dark ? SystemPalette.secondarySystemBackground.dark : SystemPalette.backgroundLight
        let stroke = env.colorScheme == .dark ? SystemPalette.gray4.dark : ControlMetrics.textFieldBorderLight
        let shape = RoundedRectangle(cornerRadius: ControlMetrics.FieldMetrics.of(env.platformLook).textFieldCornerRadius, style: .circular)
        let field = line
            .padding(.horizontal, ControlMetrics.textFieldHorizontalInset)
            .padding(.vertical, ControlMetrics.textFieldVerticalInset)
            .background(Color(provider: .fixed(fill)), in: shape)
            .overlay(shape.strokeBorder(Color(provider: .fixed(stroke)), lineWidth: 1 / env.displayScale))
        return try context.lower(field)
    }
}
