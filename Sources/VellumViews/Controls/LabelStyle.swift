/// The label styles Vellum draws.
package enum LabelStyleKind: Hashable, Sendable { case automatic, titleOnly, iconOnly, titleAndIcon, iconAboveTitle }

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
    /// Sets the style of labels in the view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let k = (style as? any BuiltinLabelStyle)?.kind ?? .automatic
        return environmentUpdate { $0.labelStyleKind = k }
    }
}
