import VellumCore
import VellumLayout

/// A view that switches between child views with a tab bar: in a static
/// picture, the selected (first) tab above an iOS tab bar of every tab's item.
///
/// ```swift
/// TabView {
///     HomeView().tabItem { Label("Home", systemImage: "house") }
///     SettingsView().tabItem { Label("Settings", systemImage: "gear") }
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: PrimitiveView {
    let content: Content
    let selectedIndex: Int

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        // The bottom accessory is this tab view's, not that of a tab view inside a tab.
        let accessory = context.environment.tabViewBottomAccessory
        let context = context.with { $0.tabViewBottomAccessory = nil }
        let tabs = ViewList.views(of: content)
        guard !tabs.isEmpty else { return [] }
        var items: [(label: AnyView?, node: LayoutNode, barHidden: Bool)] = []
        var searchTab: Int?
        let preferences = LoweredPreferences([TabItemKey.self, TabBadgeKey.self, TabBarVisibilityKey.self, TabRoleKey.self])
        for tab in tabs {
            var node = try context.lowerOne(tab)
            let values = preferences.take(from: &node)
            var label = values[TabItemKey.self]
            if let label0 = label, let badge = values[TabBadgeKey.self] {
                label = AnyView(label0.overlay(alignment: .top) { TabBadgeBubble(text: badge) })
            }
            if values[TabRoleKey.self] == .search, searchTab == nil { searchTab = items.count }
            items.append((label, node, values[TabBarVisibilityKey.self] == .hidden))
        }
        let selected = Swift.min(Swift.max(0, selectedIndex), items.count - 1)
        let env = context.environment
        if let mode = env.pageTabIndexDisplayMode {
            return [try paged(items[selected].node, count: items.count, selected: selected, mode: mode, context)]
        }
        // `toolbar(.hidden, for: .tabBar)` in the shown tab: the tab fills the screen, no bar.
        let page = LayoutNode(.flexFrame(FlexFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
                                                   maxHeight: .infinity, alignment: .center)), children: [items[selected].node], name: "frame")
        if items[selected].barHidden { return [page] }
        let tint = env.tintStyle ?? AnyShapeStyle(Color.accentColor)
        // iOS 26 draws the items that are not shown in the label colour, iOS 18 in grey.
        let unselected = env.platformLook == .iOS26 ? AnyShapeStyle(HierarchicalShapeStyle.primary) : AnyShapeStyle(Color.gray)
        let barItems = items.enumerated().map { i, item in
            // iOS 26 draws the search tab's symbol alone, at the size of the other tabs' symbols.
            let searchAlone = i == searchTab && env.platformLook == .iOS26
            return AnyView(VStack(spacing: 2) { item.label ?? AnyView(EmptyView()) }
                .labelStyle(TabItemLabelStyle())
                .transformEnvironment(\.showsTabItemTitle) { if searchAlone { $0 = false } }
                // iOS draws tab items' symbols filled (`house` as `house.fill`) unless the item says otherwise.
                .symbolVariant(.fill)
                .foregroundStyle(i == selected ? tint : unselected)
                .frame(maxWidth: .infinity)
                // A tab is a button to VoiceOver, the shown one selected.
                .accessibilityControl("tabItem", i == selected ? [.isButton, .isSelected] : .isButton))
        }
        if env.platformLook == .iOS26 { return [try floatingBar(page: page, items: barItems, selected: selected, search: searchTab, accessory: accessory, context)] }
        // Measured over a white and a black screen: the hairline (169,169,173) and (38,38,38), the bar
        // (249,250,253) and (17,18,18) (docs/reference/fidelity-real-pngs.md).
        let separator = Color(provider: .dynamic(light: RGBAColor(0, 0, 0, 0.33), dark: RGBAColor(255, 255, 255, 0.09)))
        let barFill = Color(provider: .dynamic(light: RGBAColor(249, 250, 253, 0.94), dark: RGBAColor(18, 19, 19, 0.94)))
        let bar = VStack(spacing: 0) {
            if let accessory { BottomAccessory(content: accessory).padding(.bottom, GlassBarMetrics.accessorySpacing) }
            HStack(spacing: 0) { ForEach(0..<barItems.count) { barItems[$0] } }
                .padding(.top, 7).padding(.bottom, 2)
                .frame(height: 49, alignment: .top)
                .background(barFill, ignoresSafeAreaEdges: .bottom)
                .overlay(alignment: .top) { separator.frame(height: 1 / env.displayScale) }
        }
        // The tab bar stays at the Large Dynamic Type size, as UIKit's does (docs/reference/dynamic-type.md).
        // VoiceOver reads the bar as a container of its tabs (UIKit's tab bar trait).
        let barNode = AccessibilityNode.update(try context.with { $0.dynamicTypeSize = .large }.lowerOne(bar)) { a in
            a.children = .contain
            a.traits.insert(.isTabBar)
        }
        return [LayoutNode(.safeAreaInset(edge: .bottom, alignment: .center, spacing: 0), children: [page, barNode], name: "TabView")]
    }
}

extension TabView {
    /// A paged tab view: the selected page full size, the page dots over its bottom edge.
    func paged(_ page: LayoutNode, count: Int, selected: Int, mode: PageTabViewStyle.IndexDisplayMode, _ context: LoweringContext) throws -> LayoutNode {
        let full = LoweredNodes(nodes: [page]).frame(maxWidth: .infinity, maxHeight: .infinity)
        let shows = mode == .always || (mode == .automatic && count > 1)
        guard shows else { return try context.lowerOne(full) }
        let dots = PageDots(count: count, current: selected, background: context.environment.pageIndexBackgroundAlways,
                            appearance: UIPageControl.currentAppearance)
        return try context.lowerOne(full.overlay(alignment: .bottom) { dots })
    }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view showing its first tab.
    public init(@ViewBuilder content: () -> Content) { self.content = content(); selectedIndex = 0 }
}

extension TabView {
    /// Creates a tab view showing the tab whose `tag(_:)` is the selection.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        // The tab whose tag is the selection; untagged tabs show the first.
        if let selection, case .some(let index) = TagMatch.index(of: selection.wrappedValue, in: ViewList.tagged(of: self.content).map(\.tag)) {
            selectedIndex = index ?? 0
        } else {
            selectedIndex = 0
        }
    }
}

/// A tab item written as an image and a text, in either order: iOS draws
/// the image as the item's icon above the text, as for a `Label`. An image
/// alone is the icon too, as large and as high as with a title, the title's
/// place left empty (as UIKit draws an item without a title).
enum TabItemLabel {
    static func arranged<V: View>(_ label: V) -> AnyView {
        let views = ViewList.views(of: label)
        if views.count == 1, let image = views[0] as? Image { return AnyView(Label { EmptyView() } icon: { image }) }
        guard views.count == 2, let image = views.first(where: { $0 is Image }) as? Image,
              let text = views.first(where: { $0 is Text }) as? Text else { return AnyView(label) }
        return AnyView(Label { text } icon: { image })
    }
}

/// A tab item's label: icon over a small title.
struct TabItemLabelStyle: BuiltinLabelStyle {
    var kind: LabelStyleKind { .iconAboveTitle }
}

extension EnvironmentKeys {
    struct ShowsTabItemTitleKey: EnvironmentKey { static let defaultValue = true }
}

extension EnvironmentValues {
    /// Whether a tab item shows its title under its icon (false for iOS 26's search tab: the symbol alone).
    package var showsTabItemTitle: Bool {
        get { self[EnvironmentKeys.ShowsTabItemTitleKey.self] }
        set { self[EnvironmentKeys.ShowsTabItemTitleKey.self] = newValue }
    }
}

/// A tab's item in its tab view's bar: the first one set.
package enum TabItemKey: FirstValuePreferenceKey {
    package typealias Wrapped = AnyView
}

nonisolated extension View {
    /// Sets the tab bar item of this view in a `TabView`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        preference(key: TabItemKey.self, value: AnyView(VStack(spacing: 2) { TabItemLabel.arranged(label()) }.font(.caption2)))
    }
    /// Sets the unique tag value of this view: what a `Picker`'s or a
    /// `TabView`'s selection is compared with.
    ///
    /// ```swift
    /// Picker("Flavor", selection: $flavor) {
    ///     Text("Vanilla").tag(Flavor.vanilla)
    ///     Text("Mint").tag(Flavor.mint)
    /// }
    /// ```
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        TaggedView(content: self, tag: AnyHashable(tag))
    }
}
