import VellumLayout

/// A specification for the appearance and interaction of a text field.
///
/// A custom style receives the bare field (its text or placeholder, without
/// decoration) and decorates it:
///
/// ```swift
/// struct Outlined: TextFieldStyle {
///     func _body(configuration: TextField<Self._Label>) -> some View {
///         configuration
///             .padding(10)
///             .background(RoundedRectangle(cornerRadius: 10).stroke(.gray))
///     }
/// }
/// TextField("Email", text: $email).textFieldStyle(Outlined())
/// ```
@MainActor @preconcurrency
public protocol TextFieldStyle {
    /// The view a style makes of a text field.
    associatedtype _Body: View
    /// The text field drawn in this style.
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
    /// The label type of the configuration's text field.
    typealias _Label = _TextFieldStyleLabel
}

/// The text field styles Vellum draws itself.
package enum TextFieldStyleKind: Hashable, Sendable { case automatic, plain, roundedBorder }

/// A text field style Vellum draws.
nonisolated package protocol BuiltinTextFieldStyle: TextFieldStyle { var kind: TextFieldStyleKind { get } }

/// A text field style with no decoration.
public struct PlainTextFieldStyle: BuiltinTextFieldStyle {
    /// Creates a plain text field style.
    public init() {}
    package var kind: TextFieldStyleKind { .plain }
    /// The text field drawn in this style.
    public func _body(configuration: TextField<_Label>) -> some View { BuiltinTextFieldBody(kind: kind, field: configuration) }
}

/// A text field style with a rounded border, as `UITextField.BorderStyle.roundedRect`.
public struct RoundedBorderTextFieldStyle: BuiltinTextFieldStyle {
    /// Creates a rounded border text field style.
    public init() {}
    package var kind: TextFieldStyleKind { .roundedBorder }
    /// The text field drawn in this style.
    public func _body(configuration: TextField<_Label>) -> some View { BuiltinTextFieldBody(kind: kind, field: configuration) }
}

/// The platform's default text field style (plain on iOS).
public struct DefaultTextFieldStyle: BuiltinTextFieldStyle {
    /// Creates a default text field style.
    public init() {}
    package var kind: TextFieldStyleKind { .automatic }
    /// The text field drawn in this style.
    public func _body(configuration: TextField<_Label>) -> some View { BuiltinTextFieldBody(kind: kind, field: configuration) }
}

nonisolated extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field style with no decoration.
    public static var plain: PlainTextFieldStyle { .init() }
}
nonisolated extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field style with a system-defined rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}
nonisolated extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default text field style (plain on iOS).
    public static var automatic: DefaultTextFieldStyle { .init() }
}

/// A text field style, erased, as the environment holds it (`EnvironmentValues[styles:]`).
package typealias AnyTextFieldStyleBox = StyleBox<TextField<_TextFieldStyleLabel>>

extension StyleBox where Configuration == TextField<_TextFieldStyleLabel> {
    /// `style`, erased.
    init<S: TextFieldStyle>(_ style: S) { self.init(style) { $0._body(configuration: $1) } }
}

nonisolated extension View {
    /// Sets the style for text fields within this view; descendants inherit it.
    ///
    /// ```swift
    /// Form { TextField("Name", text: $name) }.textFieldStyle(.roundedBorder)
    /// ```
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        modifier(StyleStackModifier(style: AnyTextFieldStyleBox(style)))
    }
}
