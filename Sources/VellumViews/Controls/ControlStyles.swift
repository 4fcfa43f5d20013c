/// The text field styles Vellum draws.
package enum TextFieldStyleKind: Hashable, Sendable { case automatic, plain, roundedBorder }
/// The button styles Vellum draws.
package enum ButtonStyleKind: Hashable, Sendable { case automatic, plain, borderless, bordered, borderedProminent }
/// The label styles Vellum draws.
package enum LabelStyleKind: Hashable, Sendable { case automatic, titleOnly, iconOnly, titleAndIcon, iconAboveTitle }

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

/// A specification for the appearance of a label.
public protocol LabelStyle: Sendable {}
/// A label style Vellum draws.
package protocol BuiltinLabelStyle: LabelStyle { var kind: LabelStyleKind { get } }
/// Title and icon, side by side.
public struct DefaultLabelStyle: BuiltinLabelStyle { public init() {}; package var kind: LabelStyleKind { .automatic } }
/// The title only.
public struct TitleOnlyLabelStyle: BuiltinLabelStyle { public init() {}; package var kind: LabelStyleKind { .titleOnly } }
/// The icon only.
public struct IconOnlyLabelStyle: BuiltinLabelStyle { public init() {}; package var kind: LabelStyleKind { .iconOnly } }
/// Title and icon.
public struct TitleAndIconLabelStyle: BuiltinLabelStyle { public init() {}; package var kind: LabelStyleKind { .titleAndIcon } }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }

extension View {
    /// Sets the style of text fields in the view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let k = (style as? any BuiltinTextFieldStyle)?.kind ?? .automatic
        return environmentUpdate { $0.textFieldStyleKind = k }
    }
    /// Sets the style of buttons in the view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let k = (style as? any BuiltinButtonStyle)?.kind ?? .automatic
        return environmentUpdate { $0.buttonStyleKind = k }
    }
    /// Sets the style of labels in the view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let k = (style as? any BuiltinLabelStyle)?.kind ?? .automatic
        return environmentUpdate { $0.labelStyleKind = k }
    }
}

/// Control metrics (swiftui-facts §7; unmeasured values chosen here, in one place).
enum ControlMetrics {
    /// `.roundedBorder` corner radius (❓, UIKit's approximation).
    static let textFieldCornerRadius: CGFloat = 5
    /// `.roundedBorder` horizontal text inset (❓).
    static let textFieldHorizontalInset: CGFloat = 7
    /// `.roundedBorder` vertical inset: a 17 pt field is 34 pt tall (❓).
    static let textFieldVerticalInset: CGFloat = 6.833
    /// Label icon-to-title spacing at body size (⚠️ measured on iOS 26).
    static let labelSpacing: CGFloat = 8
    /// Bordered button insets and corner radius (❓).
    static let borderedHorizontal: CGFloat = 12
    static let borderedVertical: CGFloat = 7
    static let borderedCornerRadius: CGFloat = 6
    /// The switch of a Toggle (UISwitch): 51 × 31, knob 27.
    static let switchSize = CGSize(width: 51, height: 31)
    static let knob: CGFloat = 27
}
