import Foundation
import VellumCore
import VellumLayout

extension TabView {
    /// iOS 26's tab bar: the items on a glass capsule floating above the
    /// home indicator, 25 pt from the screen's sides, the shown tab's item on
    /// a lighter pill (`GlassBarMetrics`; the capsule and the pill are
    /// assumed, no render draws them), the page running on under it.
    func floatingBar(page: LayoutNode, items: [AnyView], selected: Int, _ context: LoweringContext) throws -> LayoutNode {
        let pill = Color(provider: .dynamic(light: RGBAColor(0, 0, 0, 0.06), dark: RGBAColor(255, 255, 255, 0.12)))
        let row = HStack(spacing: 0) {
            ForEach(0..<items.count) { i in
                items[i]
                    .frame(maxHeight: .infinity, alignment: .top)
                    .background { if i == selected { Capsule().fill(pill).padding(4) } }
            }
        }
        let bar = row
            .padding(.horizontal, 4)
            .frame(height: GlassBarMetrics.tabBarHeight)
            .background { BarGlass(shape: Capsule()) }
            .padding(.horizontal, GlassBarMetrics.tabBarSideInset)
        // The bar stays at the Large Dynamic Type size, as UIKit's does; VoiceOver reads it as a container of its tabs.
        let barNode = AccessibilityNode.update(try context.with { $0.dynamicTypeSize = .large }
            .lowerOne(FloatingBar(height: GlassBarMetrics.tabBarHeight) { bar })) { a in
            a.children = .contain
            a.traits.insert(.isTabBar)
        }
        return LayoutNode(.safeAreaInset(edge: .bottom, alignment: .center, spacing: 0), children: [page, barNode], name: "TabView")
    }
}
