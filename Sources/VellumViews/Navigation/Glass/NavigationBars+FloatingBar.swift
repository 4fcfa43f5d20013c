import Foundation
import VellumCore
import VellumLayout

extension NavigationBars {
    /// iOS 26's bottom toolbar: the items on glass capsules, 48 pt tall,
    /// centred, floating above the home indicator (`GlassBarMetrics`), with
    /// no bar behind them.
    func floatingBottomBar(_ leading: [LayoutNode], _ status: [LayoutNode], _ trailing: [LayoutNode]) throws -> LayoutNode {
        var parts: [LayoutNode] = []
        if !leading.isEmpty { parts.append(try glassGroups(leading, height: GlassBarMetrics.toolbarHeight, symbolPadding: GlassBarMetrics.toolbarSymbolPadding)) }
        parts += status
        if !trailing.isEmpty { parts.append(try glassGroups(trailing, height: GlassBarMetrics.toolbarHeight, symbolPadding: GlassBarMetrics.toolbarSymbolPadding)) }
        let row = LayoutNode(.layout(LayoutBox(HStackLayout(spacing: NavigationBarMetrics.itemSpacing))), children: parts, name: "BottomToolbar")
        let bar = LoweredNodes(nodes: [row])
            .padding(.horizontal, NavigationBarMetrics.edgeMargin)
            .frame(maxWidth: .infinity)
        return try context.lowerOne(FloatingBar(height: GlassBarMetrics.toolbarHeight) { bar })
    }
}

/// A bar floating a fixed distance above the screen's bottom edge
/// (`GlassBarMetrics.bottomGap`), as iOS 26 draws its tab bar and bottom
/// toolbar: laid out as a bottom safe-area inset as tall as the part of the
/// bar above the home indicator's region, and drawn reaching into it.
nonisolated struct FloatingBar<Content: View>: View {
    let height: CGFloat
    @ViewBuilder let content: Content
    @Environment(\.screenSafeAreaInsets) private var screen

    var body: some View {
        let reach = screen.bottom - GlassBarMetrics.bottomGap(safeBottom: screen.bottom)
        content
            .frame(height: height)
            .frame(height: Swift.max(0, height - Swift.max(reach, 0)), alignment: .top)
            .padding(.bottom, Swift.max(-reach, 0))
    }
}
