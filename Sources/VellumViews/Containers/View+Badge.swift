import Foundation
import VellumLayout

nonisolated extension View {
    /// Adds a count to a tab item or a list row: a red bubble on the tab's
    /// icon, secondary text on the row's trailing side. Zero shows none.
    ///
    /// ```swift
    /// InboxView().tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
    /// Text("Inbox").badge(12)
    /// ```
    public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(text: count == 0 ? nil : Text(verbatim: String(count))))
    }
    /// Adds a text badge to a tab item or a list row (nil shows none).
    public func badge(_ label: Text?) -> some View { modifier(BadgeModifier(text: label)) }
    /// Adds a text badge to a tab item or a list row (nil shows none).
    public func badge(_ key: LocalizedStringKey?) -> some View { modifier(BadgeModifier(text: key.map { Text($0) })) }
    /// Adds a text badge to a tab item or a list row (nil shows none).
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { modifier(BadgeModifier(text: label.map { Text($0) })) }
}

/// Gives a badge to the enclosing list row (a row trait), or else to the
/// enclosing tab (`TabBadgeKey`).
struct BadgeModifier: PrimitiveModifier {
    let text: Text?
    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        guard let text else { return try context.lower(content) }
        if context.environment.isInList {
            return try ListRowTraitModifier(traits: ListRowTraits(badge: text)).lower(content: content, context)
        }
        return try FirstValueModifier<TabBadgeKey> { _ in text }.lower(content: content, context)
    }
}

/// The red bubble of a tab item's badge, over the icon's top-trailing corner.
nonisolated struct TabBadgeBubble: View {
    let text: Text
    var body: some View {
        text.font(.system(size: TabBadgeMetrics.fontSize)).foregroundStyle(Color.white).lineLimit(1)
            .padding(.horizontal, TabBadgeMetrics.horizontalPadding)
            .frame(minWidth: TabBadgeMetrics.height, minHeight: TabBadgeMetrics.height)
            .background(Color.red, in: Capsule())
            .fixedSize()
            // A zero-width frame on the item's centre line, the bubble hanging off its trailing side.
            .frame(width: 0, alignment: .leading)
            .offset(x: TabBadgeMetrics.leadingFromCenter, y: TabBadgeMetrics.top)
    }
}

/// The numbers of a tab item's badge. ❓ UIKit's `UITabBarItem` badge as
/// commonly drawn (not measured here): an 18 pt capsule, 13 pt text.
enum TabBadgeMetrics {
    static let height: CGFloat = 18
    static let fontSize: CGFloat = 13
    static let horizontalPadding: CGFloat = 5
    /// The bubble's leading edge, right of the item's centre. ❓
    static let leadingFromCenter: CGFloat = 5
    /// The bubble's top, from the item's top (above it). ❓
    static let top: CGFloat = -3
}

/// A tab's badge: the first one set.
package enum TabBadgeKey: FirstValuePreferenceKey {
    package typealias Wrapped = Text
}
