import Foundation
import VellumCore
import VellumLayout

extension TabView {
    /// iOS 26's tab bar: the items on a glass capsule floating above the
    /// home indicator, 25 pt from the screen's sides, the shown tab's item on
    /// a lighter pill, and the search tab (`Tab(role: .search)`) apart on a
    /// glass circle at the trailing end (`GlassBarMetrics`; the capsule, the
    /// pill and the circle are assumed, no render draws them), the page
    /// running on under it.
    func floatingBar(page: LayoutNode, items: [AnyView], selected: Int, search: Int?, accessory: AnyView?,
                     _ context: LoweringContext) throws -> LayoutNode {
        let pill = Color(provider: .dynamic(light: RGBAColor(0, 0, 0, 0.06), dark: RGBAColor(255, 255, 255, 0.12)))
        let tabs = (0..<items.count).filter { $0 != search }
        let row = HStack(spacing: 0) {
            ForEach(tabs, id: \.self) { i in
                items[i]
                    .frame(maxHeight: .infinity, alignment: .top)
                    .background { if i == selected { Capsule().fill(pill).padding(4) } }
            }
        }
        let bar = VStack(spacing: GlassBarMetrics.accessorySpacing) {
            if let accessory { BottomAccessory(content: accessory) }
            HStack(spacing: GlassBarMetrics.searchTabSpacing) {
                row
                    .padding(.horizontal, 4)
                    .frame(height: GlassBarMetrics.tabBarHeight)
                    .background { GlassSurface(glass: .regular, shape: Capsule()) }
                // The search tab: its symbol alone on a glass circle at the trailing end.
                if let search {
                    items[search]
                        .frame(width: GlassBarMetrics.tabBarHeight, height: GlassBarMetrics.tabBarHeight)
                        .background { GlassSurface(glass: .regular, shape: Circle()) }
                        .background { if search == selected { Circle().fill(pill).padding(4) } }
                }
            }
        }
        .padding(.horizontal, GlassBarMetrics.tabBarSideInset)
        let height = GlassBarMetrics.tabBarHeight + (accessory == nil ? 0 : GlassBarMetrics.accessoryHeight + GlassBarMetrics.accessorySpacing)
        // The bar stays at the Large Dynamic Type size, as UIKit's does; VoiceOver reads it as a container of its tabs.
        let barNode = AccessibilityNode.update(try context.with { $0.dynamicTypeSize = .large }
            .lowerOne(FloatingBar(height: height) { bar })) { a in
            a.children = .contain
            a.traits.insert(.isTabBar)
        }
        return LayoutNode(.safeAreaInset(edge: .bottom, alignment: .center, spacing: 0), children: [page, barNode], name: "TabView")
    }
}

/// A tab view's bottom accessory at rest: its view in a 48 pt glass capsule
/// as wide as the tab bar, above it, told it is `.expanded` (assumed: no
/// render of one was found).
nonisolated struct BottomAccessory: View {
    let content: AnyView
    var body: some View {
        content
            .environment(\.tabViewBottomAccessoryPlacement, .expanded)
            .padding(.horizontal, 16)
            .frame(maxWidth: .infinity)
            .frame(height: GlassBarMetrics.accessoryHeight)
            .background { GlassSurface(glass: .regular, shape: Capsule()) }
    }
}
