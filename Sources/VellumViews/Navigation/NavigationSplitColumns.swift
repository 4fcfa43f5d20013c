import Foundation
import VellumCore
import VellumLayout

/// Lowers a navigation split view: its collapsed stack for a compact
/// width and its side-by-side columns for an iPad in portrait and in
/// landscape; layout shows the one that fits the width it is offered
/// (`NavigationSplitViewMetrics.regularWidth`, `.landscapeWidth`).
struct NavigationSplitColumns {
    let sidebar: AnyView
    let content: AnyView?
    let detail: AnyView
    let visibility: NavigationSplitViewVisibility.Kind
    let compactColumn: NavigationSplitViewColumn.Kind

    func lower(_ context: LoweringContext) throws -> LayoutNode {
        let landscape = try widthGate(regular(context, landscape: true), NavigationSplitViewMetrics.landscapeWidth)
        let portrait = try widthGate(regular(context, landscape: false), NavigationSplitViewMetrics.regularWidth)
        let compact = try context.lowerOne(LoweredNodes(nodes: try collapsed(context)))
        return LayoutNode(.firstFitting(.horizontal), children: [landscape, portrait, compact], name: "NavigationSplitView")
    }

    /// A form that fits only a width of `width` or more.
    private func widthGate(_ node: LayoutNode, _ width: CGFloat) -> LayoutNode {
        LayoutNode(.flexFrame(FlexFrame(minWidth: nil, idealWidth: width, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
                                        maxHeight: .infinity, alignment: .topLeading)), children: [node], name: "frame")
    }

    // MARK: Compact

    /// The columns as a stack: the sidebar, with the preferred compact column pushed over it.
    func collapsed(_ context: LoweringContext) throws -> [LayoutNode] {
        var screens: [any View] = [sidebar]
        switch compactColumn {
        case .sidebar: break
        case .content: if let content { screens.append(content) }
        case .detail: if let content { screens.append(content) }; screens.append(detail)
        }
        return try NavigationScreenStack(screens: screens).lower(context)
    }

    // MARK: Regular

    /// The leading columns shown beside (or over) the detail.
    func leadingColumns(landscape: Bool) -> [NavigationSplitViewColumn.Kind] {
        let three = content != nil
        switch visibility {
        case .automatic: return landscape ? [three ? .content : .sidebar] : []
        case .all: return three ? [.sidebar, .content] : [.sidebar]
        case .doubleColumn: return [three ? .content : .sidebar]
        case .detailOnly: return []
        }
    }

    /// Whether the leading columns are drawn over the detail rather than beside it.
    func overlays(landscape: Bool, _ style: NavigationSplitViewStyleKind) -> Bool {
        switch style {
        case .balanced: return false
        case .prominentDetail: return true
        case .automatic: return !landscape
        }
    }

    /// The columns side by side (or the leading ones over the detail).
    func regular(_ context: LoweringContext, landscape: Bool) throws -> LayoutNode {
        let leading = leadingColumns(landscape: landscape)
        var columns: [(node: LayoutNode, width: CGFloat)] = []
        for (i, kind) in leading.enumerated() {
            let view = kind == .sidebar ? sidebar : (content ?? sidebar)
            let fallback = kind == .sidebar ? NavigationSplitViewMetrics.sidebarWidth : NavigationSplitViewMetrics.contentWidth
            columns.append(try column(view, context, mode: nil, toggle: i == 0, fallbackWidth: fallback))
        }
        let detailColumn = try column(detail, context, mode: .inline, toggle: leading.isEmpty, fallbackWidth: 0).node
        let separator = NavigationSplitViewMetrics.separator.frame(width: 1 / context.environment.displayScale).ignoresSafeArea()
        let side = HStack(spacing: 0) {
            ForEach(0..<columns.count, id: \.self) { i in
                LoweredNodes(nodes: [columns[i].node]).frame(width: columns[i].width)
                separator
            }
        }
        let view: AnyView
        if columns.isEmpty {
            view = AnyView(LoweredNodes(nodes: [detailColumn]))
        } else if overlays(landscape: landscape, context.environment.navigationSplitViewStyle) {
            view = AnyView(ZStack(alignment: .leading) {
                LoweredNodes(nodes: [detailColumn])
                NavigationSplitViewMetrics.dimming.ignoresSafeArea()
                side.background(Color(provider: .dynamic(light: RGBAColor(255, 255, 255), dark: RGBAColor(28, 28, 30))), ignoresSafeAreaEdges: .all)
            })
        } else {
            view = AnyView(HStack(spacing: 0) { side; LoweredNodes(nodes: [detailColumn]) })
        }
        return try context.lowerOne(view)
    }

    /// One column with its own bars: the sidebar toggle leads the first
    /// column's bar; its width is the one it asks for or `fallbackWidth`.
    private func column(_ view: AnyView, _ context: LoweringContext, mode: NavigationBarItem.TitleDisplayMode?, toggle: Bool,
                        fallbackWidth: CGFloat) throws -> (node: LayoutNode, width: CGFloat) {
        var screen = try NavigationScreen.lower(view, context.with { $0.isRegularSplitColumn = true })
        let width = LoweredPreferences([ColumnWidthKey.self]).take(from: &screen.content)[ColumnWidthKey.self]
        if toggle, screen.title != nil || !screen.bar.entries.isEmpty {
            let nodes = try ToolbarLowering.itemContext(context, .navigation).lower(SidebarToggle())
            screen.bar.entries.insert(NavigationBarPreference.Entry(placement: .navigation, nodes: nodes), at: 0)
        }
        let resolved = screen.bar.displayMode.flatMap { $0 == .automatic ? nil : $0 } ?? mode ?? .large
        let node = try context.lowerOne(LoweredNodes(nodes: try screen.compose(context, mode: resolved, back: nil)))
        // VoiceOver reads a column as a whole, its bar first, before the next column.
        return (AccessibilityNode.update(node) { $0.children = .contain }, width ?? fallbackWidth)
    }
}

/// The button that shows and hides a split view's sidebar, drawn as the
/// `sidebar.left` symbol: a rounded rectangle with a bar on its leading side.
nonisolated struct SidebarToggle: View {
    var body: some View {
        Button(action: {}) {
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: 4, style: .continuous).strokeBorder(lineWidth: 1.6)
                Rectangle().frame(width: 1.6).padding(.leading, 7)
                VStack(spacing: 2.2) { ForEach(0..<3, id: \.self) { _ in Capsule().frame(width: 3, height: 1.4) } }
                    .padding(.leading, 2.6)
            }
            .frame(width: 23, height: 18)
        }
    }
}
