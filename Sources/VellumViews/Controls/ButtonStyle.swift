/// The button styles Vellum draws.
package enum ButtonStyleKind: Hashable, Sendable { case automatic, plain, borderless, bordered, borderedProminent }

/// A specification for the appearance of a button.
public protocol PrimitiveButtonStyle: Sendable {}
/// A button style Vellum draws.
package protocol BuiltinButtonStyle: PrimitiveButtonStyle { var kind: ButtonStyleKind { get } }
/// A button drawn as its label in the tint colour.
public struct DefaultButtonStyle: BuiltinButtonStyle { public init() {}; package var kind: ButtonStyleKind { .automatic } }
/// A button drawn as its label, without tint.
public struct PlainButtonStyle: BuiltinButtonStyle { public init() {}; package var kind: ButtonStyleKind { .plain } }
/// A button without a border, its label in the tint colour.
public struct BorderlessButtonStyle: BuiltinButtonStyle { public init() {}; package var kind: ButtonStyleKind { .borderless } }
/// A button on a tinted, translucent rounded rectangle.
public struct BorderedButtonStyle: BuiltinButtonStyle { public init() {}; package var kind: ButtonStyleKind { .bordered } }
/// A button on a rounded rectangle filled with the tint colour.
public struct BorderedProminentButtonStyle: BuiltinButtonStyle { public init() {}; package var kind: ButtonStyleKind { .borderedProminent } }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: BorderedProminentButtonStyle { .init() } }

extension View {
    /// Sets the style of buttons in the view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let k = (style as? any BuiltinButtonStyle)?.kind ?? .automatic
        return environmentUpdate { $0.buttonStyleKind = k }
    }
}
