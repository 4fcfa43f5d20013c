/// The text field styles Vellum draws.
package enum TextFieldStyleKind: Hashable, Sendable { case automatic, plain, roundedBorder }

/// A specification for the appearance of a text field.
public protocol TextFieldStyle: Sendable {}
/// A text field style Vellum draws.
package protocol BuiltinTextFieldStyle: TextFieldStyle { var kind: TextFieldStyleKind { get } }
/// A text field with no decoration.
public struct PlainTextFieldStyle: BuiltinTextFieldStyle { public init() {}; package var kind: TextFieldStyleKind { .plain } }
/// A text field with a rounded border, as `UITextField.BorderStyle.roundedRect`.
public struct RoundedBorderTextFieldStyle: BuiltinTextFieldStyle { public init() {}; package var kind: TextFieldStyleKind { .roundedBorder } }
/// The platform's default text field style (plain on iOS).
public struct DefaultTextFieldStyle: BuiltinTextFieldStyle { public init() {}; package var kind: TextFieldStyleKind { .automatic } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }

extension View {
    /// Sets the style of text fields in the view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let k = (style as? any BuiltinTextFieldStyle)?.kind ?? .automatic
        return environmentUpdate { $0.textFieldStyleKind = k }
    }
}
