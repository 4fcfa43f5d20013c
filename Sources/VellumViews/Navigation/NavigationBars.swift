import Foundation
import VellumLayout

/// The bars of a navigation stack, built from what its screen asks of them: the
/// navigation bar (items, inline or large title), the bottom toolbar and,
/// while the keyboard is shown, the toolbar above it.
///
/// Each bar is a safe-area inset of the root, as in `TabView`: the root is
/// laid out between them, and a root background that ignores the safe area
/// (a List's grouped grey) reaches under them.
struct NavigationBars {
    let title: String?
    let bar: NavigationBarPreference
    let context: LoweringContext

    private var keyboardShown: Bool { context.environment.isKeyboardShown }

    /// The root with its bars around it; the root alone when there are none.
    func compose(_ content: LayoutNode) throws -> [LayoutNode] {
        var leading: [LayoutNode] = [], trailing: [LayoutNode] = [], principal: [LayoutNode] = []
        var bottomLeading: [LayoutNode] = [], status: [LayoutNode] = [], bottomTrailing: [LayoutNode] = []
        var keyboard: [LayoutNode] = []
        var overflow = false
        let search = searchRequest
        let placedSearch = bar.entries.first { $0.defaultKind == .search }
        for var entry in bar.entries {
            // A `DefaultToolbarItem`: the system item it places, made here.
            if entry.defaultKind == .search {
                guard entry.placement.slot != .principal, entry.placement.slot != .status, let search else { continue }
                let minimized = entry.placement.slot != .bottom || bar.searchMinimized == true
                entry.nodes = [try searchItem(search, placement: entry.placement, minimized: minimized)]
            } else if entry.defaultKind != nil {
                continue
            }
            // iOS 26 draws a confirming action on a glass capsule of the tint, its label white.
            if isGlass, entry.sharedBackground == .hidden {
                entry.nodes = entry.nodes.map(Self.withoutGlass)
            } else if isGlass, entry.placement.kind == .confirmationAction, !entry.nodes.isEmpty {
                entry.nodes = [try prominentCapsule(entry.nodes, height: NavigationBarMetrics.barHeight)]
            }
            switch entry.placement.slot {
            case .leading: leading += entry.nodes
            case .trailing: trailing += entry.nodes
            case .principal: principal += entry.nodes
            case .overflow: overflow = overflow || !entry.nodes.isEmpty
            case .status: status += entry.nodes
            case .bottom: if status.isEmpty { bottomLeading += entry.nodes } else { bottomTrailing += entry.nodes }
            case .keyboard: keyboard += entry.nodes
            }
        }
        // iOS 26 draws an automatic or toolbar search field at the bottom, the leading-most item there.
        if placedSearch == nil, let search, isGlass, search.placement == .automatic || search.placement == .toolbar {
            bottomLeading.insert(try searchItem(search, placement: .bottomBar, minimized: bar.searchMinimized == true), at: 0)
        }
        if overflow {
            // Secondary actions collapse into the overflow menu's button (iOS 16 and later).
            let button = Button(action: {}) { Image(systemName: "ellipsis.circle") }
            trailing += try ToolbarLowering.itemContext(context, .secondaryAction).lower(button)
        }

        var node = LayoutNode(.flexFrame(FlexFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
                                                   maxHeight: .infinity, alignment: .center)), children: [content], name: "frame")
        var wrapped = false
        if keyboardShown, !keyboard.isEmpty {
            node = LayoutNode(.safeAreaInset(edge: .bottom, alignment: .center, spacing: 0), children: [node, try keyboardBar(keyboard)], name: "KeyboardInset")
            wrapped = true
        } else if !keyboardShown, !(bottomLeading.isEmpty && status.isEmpty && bottomTrailing.isEmpty), !bar.isHidden(.bottomBar) {
            // With the keyboard up, the bottom toolbar stays under it and the keyboard bounds the root.
            let bottom = try bottomBar(bottomLeading, status, bottomTrailing)
            node = LayoutNode(.safeAreaInset(edge: .bottom, alignment: .center, spacing: 0), children: [node, bottom], name: "BottomBarInset")
            wrapped = true
        }

        guard let top = try navigationBar(leading: leading, principal: principal, trailing: trailing) else {
            guard wrapped else { return [content] }
            node.name = "NavigationStack"
            return [node]
        }
        return [LayoutNode(.safeAreaInset(edge: .top, alignment: .leading, spacing: 0), children: [node, top], name: "NavigationStack")]
    }

    // MARK: The navigation bar

    /// The navigation bar, or nil when there is nothing to draw in it or it is hidden.
    private func navigationBar(leading: [LayoutNode], principal: [LayoutNode], trailing: [LayoutNode]) throws -> LayoutNode? {
        guard !bar.isHidden(.navigationBar) else { return nil }
        let hasItems = !(leading.isEmpty && principal.isEmpty && trailing.isEmpty)
        let mode = bar.displayMode ?? .automatic
        let background = bar.background(.navigationBar, default: nil)
        let title = bar.removedItems.contains(.title) ? nil : self.title
        guard title != nil || hasItems || (searchRequest != nil && searchInDrawer) else { return nil }
        let large = mode != .inline && title != nil
        let centre: [LayoutNode]
        if !principal.isEmpty { centre = principal } else if let title, !large { centre = [try context.with { $0.dynamicTypeSize = .large }.lowerOne(inlineTitle(title))] } else { centre = [] }
        let row = LoweredNodes(nodes: [try barRow(leading, centre, trailing, height: NavigationBarMetrics.barHeight, name: "NavigationBar",
                                                  glass: isGlass ? GlassBarMetrics.symbolPadding : nil)])
        var drawn = AnyView(row)
        if large, let title {
            drawn = AnyView(VStack(alignment: .leading, spacing: 0) { row; largeTitle(title) })
        }
        if let search = searchRequest, searchInDrawer {
            drawn = AnyView(VStack(alignment: .leading, spacing: 0) { drawn; SearchFieldBar(request: search) })
        }
        if let background {
            drawn = AnyView(drawn.background(background, ignoresSafeAreaEdges: .top)
                .overlay(alignment: .bottom) { separator })
        }
        return try context.lowerOne(drawn)
    }

    /// The large title below the bar row, on its baseline (`LargeTitleLayout`),
    /// with the title menu's chevron when there is one.
    private func largeTitle(_ title: String) -> some View {
        let size = TextStyleMetrics.pointSize(.largeTitle, at: context.environment.dynamicTypeSize)
        let layout = LargeTitleLayout(baseline: LargeTitleLayout.baseline(pointSize: size, look: context.environment.platformLook), bottom: NavigationBarMetrics.largeTitleBottom)
        return layout {
            VStack(alignment: .leading, spacing: NavigationBarMetrics.subtitleSpacing) {
                HStack(alignment: .firstTextBaseline, spacing: NavigationBarMetrics.titleMenuSpacing) {
                    Text(verbatim: title).font(.largeTitle.bold()).lineLimit(1).accessibilityAddTraits(.isHeader)
                    if bar.hasTitleMenu { titleMenuChevron.font(.title3) }
                }
                if let subtitle = bar.subtitle {
                    Text(verbatim: subtitle).font(.subheadline).foregroundStyle(HierarchicalShapeStyle.secondary).lineLimit(1)
                }
            }
        }
        .padding(.horizontal, NavigationBarMetrics.largeTitleHorizontal)
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// The inline title: headline (17 pt semibold, swiftui-facts §1), centred
    /// in the bar row, at the Large Dynamic Type size whatever the environment's
    /// (UIKit's bars do not grow; the large title does).
    private func inlineTitle(_ title: String) -> some View {
        VStack(spacing: 0) {
            HStack(spacing: NavigationBarMetrics.titleMenuSpacing) {
                Text(verbatim: title).font(.headline).lineLimit(1).accessibilityAddTraits(.isHeader)
                if bar.hasTitleMenu { titleMenuChevron.font(.footnote) }
            }
            if let subtitle = bar.subtitle {
                Text(verbatim: subtitle).font(.caption).foregroundStyle(HierarchicalShapeStyle.secondary).lineLimit(1)
            }
        }
    }

    /// The chevron `toolbarTitleMenu` puts after the title.
    private var titleMenuChevron: some View {
        Image(systemName: "chevron.down.circle.fill").foregroundStyle(HierarchicalShapeStyle.tertiary)
    }

    // MARK: The bottom and keyboard toolbars

    /// The bottom toolbar: its items from the leading side, a status centred.
    private func bottomBar(_ leading: [LayoutNode], _ status: [LayoutNode], _ trailing: [LayoutNode]) throws -> LayoutNode {
        if isGlass { return try floatingBottomBar(leading, status, trailing) }
        let row = LoweredNodes(nodes: [try barRow(leading, status, trailing, height: NavigationBarMetrics.bottomBarHeight, name: "BottomToolbar")])
        guard let background = bar.background(.bottomBar, default: AnyShapeStyle(NavigationBarMetrics.barFill)) else {
            return try context.lowerOne(row)
        }
        return try context.lowerOne(row.background(background, ignoresSafeAreaEdges: .bottom)
            .overlay(alignment: .top) { separator })
    }

    /// The toolbar above the keyboard, its items from the leading side.
    private func keyboardBar(_ items: [LayoutNode]) throws -> LayoutNode {
        if isGlass { return try floatingKeyboardBar(items) }
        let row = LoweredNodes(nodes: [try barRow(items, [], [], height: NavigationBarMetrics.keyboardBarHeight, name: "KeyboardToolbar")])
        return try context.lowerOne(row.background(NavigationBarMetrics.keyboardBarFill, ignoresSafeAreaEdges: [])
            .overlay(alignment: .top) { separator })
    }

    // MARK: Parts

    /// A bar's hairline, one pixel thick.
    private var separator: some View {
        NavigationBarMetrics.separator.frame(height: 1 / context.environment.displayScale)
    }

    /// A bar row of three groups (`NavigationBarLayout`); with `glass`, the
    /// side groups on glass, symbols padded by it (iOS 26).
    func barRow(_ leading: [LayoutNode], _ centre: [LayoutNode], _ trailing: [LayoutNode], height: CGFloat, name: String,
                        glass: CGFloat? = nil) throws -> LayoutNode {
        func side(_ items: [LayoutNode]) throws -> LayoutNode {
            guard let glass, !items.isEmpty else { return group(items) }
            return try glassGroups(items, height: height, symbolPadding: glass)
        }
        return LayoutNode(.layout(LayoutBox(NavigationBarLayout(height: height))),
                          children: [try side(leading), group(centre), try side(trailing)], name: name)
    }

    /// Items side by side, or an empty leaf for none.
    private func group(_ items: [LayoutNode]) -> LayoutNode {
        if items.isEmpty { return LayoutNode(.leaf(.empty), name: "EmptyView") }
        if items.count == 1 { return items[0] }
        return LayoutNode(.layout(LayoutBox(HStackLayout(spacing: NavigationBarMetrics.itemSpacing))), children: items, name: "ToolbarItems")
    }
}
