import Foundation
import VellumLayout
import VellumSymbols

/// The label styles Vellum draws itself.
package enum LabelStyleKind: Hashable, Sendable { case automatic, titleOnly, iconOnly, titleAndIcon, iconAboveTitle }

/// A label style Vellum draws.
nonisolated package protocol BuiltinLabelStyle: LabelStyle { var kind: LabelStyleKind { get } }

extension BuiltinLabelStyle {
    /// The label drawn in this kind.
    package func makeBody(configuration: LabelStyleConfiguration) -> BuiltinLabelBody {
        BuiltinLabelBody(kind: kind, configuration: configuration)
    }
}

/// The default label style: on iOS, the icon beside the title.
public struct DefaultLabelStyle: BuiltinLabelStyle {
    /// Creates a default label style.
    public init() {}
    package var kind: LabelStyleKind { .automatic }
    /// The label drawn in this style.
    public func makeBody(configuration: Configuration) -> some View { BuiltinLabelBody(kind: kind, configuration: configuration) }
}

/// A label style that shows only the title.
public struct TitleOnlyLabelStyle: BuiltinLabelStyle {
    /// Creates a title-only label style.
    public init() {}
    package var kind: LabelStyleKind { .titleOnly }
    /// The label drawn in this style.
    public func makeBody(configuration: Configuration) -> some View { BuiltinLabelBody(kind: kind, configuration: configuration) }
}

/// A label style that shows only the icon.
public struct IconOnlyLabelStyle: BuiltinLabelStyle {
    /// Creates an icon-only label style.
    public init() {}
    package var kind: LabelStyleKind { .iconOnly }
    /// The label drawn in this style.
    public func makeBody(configuration: Configuration) -> some View { BuiltinLabelBody(kind: kind, configuration: configuration) }
}

/// A label style that shows both the title and the icon.
public struct TitleAndIconLabelStyle: BuiltinLabelStyle {
    /// Creates a title-and-icon label style.
    public init() {}
    package var kind: LabelStyleKind { .titleAndIcon }
    /// The label drawn in this style.
    public func makeBody(configuration: Configuration) -> some View { BuiltinLabelBody(kind: kind, configuration: configuration) }
}

nonisolated extension LabelStyle where Self == DefaultLabelStyle {
    /// The default label style (icon beside title on iOS).
    public static var automatic: DefaultLabelStyle { .init() }
}
nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// A label style that only displays the title of the label.
    public static var titleOnly: TitleOnlyLabelStyle { .init() }
}
nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
    /// A label style that only displays the icon of the label.
    public static var iconOnly: IconOnlyLabelStyle { .init() }
}
nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// A label style that shows both the title and icon of the label.
    public static var titleAndIcon: TitleAndIconLabelStyle { .init() }
}

/// Lays out a label in a built-in kind.
package struct BuiltinLabelBody: PrimitiveView {
    /// A tab bar icon's point size, at the large image scale.
    static let tabIconSize: CGFloat = 18

    let kind: LabelStyleKind
    let configuration: LabelStyleConfiguration
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let title = configuration.title, icon = configuration.icon
        // `.automatic` is what the container chose (icon only in toolbars).
        switch kind == .automatic ? context.environment.labelStyleKind : kind {
        case .titleOnly: return try context.lower(title)
        case .iconOnly: return try context.lower(icon)
        case .iconAboveTitle:
            // Tab bar items: a symbol of 18 pt at the large scale over a 10 pt medium title (measured ink:
            // `house.fill` 27 × 24, `newspaper` 25.67 × 24.67 pt, SF's glyphs at 23 pt; titles 10 pt),
            // placed by `TabItemLayout`. iOS 26's floating bar: titles 10 pt semibold, the baseline
            // 48.67 pt below the capsule's top, icons from 11.33 pt below it (measured,
            // docs/reference/ios26-real-pngs.md, "Tab bar"). The gaps measured are the ink's: the
            // frame's bottom sits a symbol margin lower.
            let tabIcon = icon.font(.system(size: Self.tabIconSize)).imageScale(.large)
            let margin = SymbolLibrary.verticalFrameMargin(pointSize: Self.tabIconSize, scale: .large,
                                                           contentBounds: context.environment.platformLook == .iOS26)
            if !context.environment.showsTabItemTitle {
                return try context.lower(tabIcon)
            }
            if context.environment.platformLook == .iOS26 {
                return try context.lower(TabItemLayout(baseline: GlassBarMetrics.tabBarHeight - GlassBarMetrics.tabTitleBaselineAboveBottom,
                                                       iconGap: 12.67 - margin) {
                    tabIcon
                    title.font(.system(size: 10, weight: .semibold))
                })
            }
            return try context.lower(TabItemLayout(iconGap: 14 - margin) {
                tabIcon
                title.font(.system(size: 10, weight: .medium))
            })
        case .automatic, .titleAndIcon:
            // Centred: a symbol's middle is the cap-height middle of text of its
            // size, which is the middle of the text's line box, and an icon of
            // any other size centres on the title as it does in SwiftUI.
            return try context.lower(HStack(alignment: .center, spacing: ControlMetrics.labelSpacing) { icon; title })
        }
    }
}
