import Foundation
import VellumCore
import VellumLayout

extension NavigationBars {
    /// Whether the bars are drawn as iOS 26 draws them: items on glass.
    var isGlass: Bool { context.environment.platformLook == .iOS26 }

    /// iOS 26's bar items: each run of items between spacers on one glass
    /// capsule, a symbol in a slot as wide as the bar is tall and a text
    /// padded on both sides (`GlassBarItemLayout`); the spacers stay
    /// between the capsules, as `ToolbarSpacer` separates glass groups.
    func glassGroups(_ items: [LayoutNode], height: CGFloat, symbolPadding: CGFloat) throws -> LayoutNode {
        var parts: [LayoutNode] = [], run: [LayoutNode] = []
        func flush() throws {
            guard !run.isEmpty else { return }
            parts.append(try glassCapsule(run, height: height, symbolPadding: symbolPadding))
            run = []
        }
        for item in items {
            if item.isSpacer || item.name == Self.glassName || item.name == Self.unglazedName { try flush(); parts.append(item) } else { run.append(item) }
        }
        try flush()
        if parts.count == 1 { return parts[0] }
        return LayoutNode(.layout(LayoutBox(HStackLayout(spacing: NavigationBarMetrics.itemSpacing))), children: parts, name: "ToolbarItems")
    }

    /// The name of a node that is already items on glass.
    static let glassName = "GlassEffectContainer"
    /// The name of an item that shares no glass (`sharedBackgroundVisibility(.hidden)`).
    static let unglazedName = "ToolbarItem (no shared background)"

    /// `item` marked to stand alone on no glass.
    static func withoutGlass(_ item: LayoutNode) -> LayoutNode {
        LayoutNode(.layout(LayoutBox(ZStackLayout())), children: [item], name: unglazedName)
    }

    /// A confirming action's items on one capsule filled with the tint (the
    /// accent colour unless a `tint` says otherwise), as iOS 26 draws "Done".
    func prominentCapsule(_ items: [LayoutNode], height: CGFloat) throws -> LayoutNode {
        let tint = context.environment.tintStyle ?? AnyShapeStyle(Color.accentColor)
        return try glassCapsule(items, height: height, symbolPadding: GlassBarMetrics.symbolPadding, fill: tint)
    }

    /// Items side by side on one glass capsule, of the glass's own fill or `fill`.
    private func glassCapsule(_ items: [LayoutNode], height: CGFloat, symbolPadding: CGFloat, fill: AnyShapeStyle? = nil) throws -> LayoutNode {
        let slots = items.map { item in
            let padding = Self.drawsText(item) ? GlassBarMetrics.textPadding : symbolPadding
            return LayoutNode(.layout(LayoutBox(GlassBarItemLayout(height: height, padding: padding))), children: [item], name: "GlassBarItem")
        }
        let row = slots.count == 1 ? slots[0]
            : LayoutNode(.layout(LayoutBox(HStackLayout(spacing: 0))), children: slots, name: "HStack")
        let glass = try context.lowerOne(GlassSurface(glass: .regular, shape: Capsule(), opaqueFill: fill))
        return LayoutNode(.background(.center), children: [row, glass], name: Self.glassName)
    }

    /// Whether `node` draws a text anywhere in it.
    static func drawsText(_ node: LayoutNode) -> Bool {
        if case .text? = node.drawing { return true }
        return node.children.contains(where: drawsText)
    }
}
