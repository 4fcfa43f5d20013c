import VellumLayout

/// Lowers toolbar items where their `toolbar` modifier is, in that view's
/// environment, restyled as bar items.
enum ToolbarLowering {
    /// The items of `content` as lowered entries, in order.
    static func entries(of content: any ToolbarContent, _ context: LoweringContext) throws -> [NavigationBarPreference.Entry] {
        var entries: [NavigationBarPreference.Entry] = []
        for element in ToolbarElements.of(content, in: context.environment) {
            let itemContext = itemContext(context, element.placement)
            var nodes: [LayoutNode] = []
            if let sizing = element.spacer {
                let spacer = sizing.flexible ? AnyView(Spacer(minLength: 0))
                                             : AnyView(Spacer(minLength: 0).frame(width: NavigationBarMetrics.fixedSpacerWidth))
                nodes = try itemContext.lower(spacer)
            } else {
                for (i, view) in element.views.enumerated() { nodes += try itemContext.lower(view, index: i) }
            }
            entries.append(NavigationBarPreference.Entry(placement: element.placement, nodes: nodes, sharedBackground: element.sharedBackground,
                                                         defaultKind: element.defaultKind))
        }
        return entries
    }

    /// The context an item of `placement` is lowered in: nothing it holds
    /// reports to the stack again, and bar buttons get the bar's look — body
    /// text (swiftui-facts §1), symbols at the large image scale, labels as
    /// their icons, a semibold confirmation action. Buttons keep their own
    /// tint (the accent colour, swiftui-facts §3.3). A navigation bar's items
    /// follow Dynamic Type between the Large and xxLarge sizes, as measured in
    /// real snapshots ("Add" 28.67 pt wide up to Large, 32.33 at xLarge, 35.33
    /// at xxxLarge and AX1: body at 17, 19 and 21 pt); bottom and keyboard
    /// toolbars stay at Large, as UIKit's bars do (their large version is the
    /// Large Content Viewer's; docs/reference/dynamic-type.md); a principal or
    /// status view follows the environment.
    static func itemContext(_ context: LoweringContext, _ placement: ToolbarItemPlacement) -> LoweringContext {
        context.with { env in
            env.isNavigationContent = false
            env.isListRowContent = false
            env.font = .body
            env.lineLimit = 1
            switch placement.slot {
            case .principal, .status: break
            case .leading, .trailing, .overflow:
                env.dynamicTypeSize = Swift.min(Swift.max(env.dynamicTypeSize, .large), .xxLarge)
                env.imageScale = .large
                if env.labelStyleKind == .automatic { env.labelStyleKind = .iconOnly }
            case .bottom, .keyboard:
                env.dynamicTypeSize = .large
                env.imageScale = .large
                if env.labelStyleKind == .automatic { env.labelStyleKind = .iconOnly }
            }
            if placement.kind == .confirmationAction { env.fontWeight = .semibold }
            // iOS 26's bar buttons draw their labels in the primary colour on glass (measured: the
            // `xmark` of a close button (13,13,14), "Reset" black); a confirming action's white on
            // its tint. A `tint` given to the bar's content still wins.
            if env.platformLook == .iOS26, placement.slot != .principal, placement.slot != .status {
                if placement.kind == .confirmationAction {
                    env.tintStyle = AnyShapeStyle(Color.white)
                } else if env.tintStyle == nil {
                    env.tintStyle = AnyShapeStyle(HierarchicalShapeStyle.primary)
                }
            }
        }
    }
}

/// Gives a toolbar's items to the enclosing navigation screen (`NavigationBarKey`).
struct ToolbarModifier: PrimitiveModifier {
    let content: any ToolbarContent
    func lower(content view: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        let nodes = try context.lower(view)
        guard context.environment.isNavigationContent else { return nodes }
        var mine = NavigationBarPreference()
        mine.entries = try ToolbarLowering.entries(of: content, context)
        return try mine.mark.markingFirst(nodes, context)
    }
}

/// Gives a bar setting to the enclosing navigation screen (`NavigationBarKey`):
/// `change` is made on an empty preference, and wins over the content's.
struct NavigationBarSettingModifier: PrimitiveModifier {
    let change: @Sendable (inout NavigationBarPreference) -> Void
    func lower(content view: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        let nodes = try context.lower(view)
        guard context.environment.isNavigationContent else { return nodes }
        var mine = NavigationBarPreference()
        change(&mine)
        return try mine.mark.markingFirst(nodes, context)
    }
}

/// Plain views given to `toolbar(content:)`: each one an item of its own, placed `.automatic`.
struct ViewToolbarContent: PrimitiveToolbarContent {
    let views: [any View]
    func toolbarElements(in environment: EnvironmentValues) -> [ToolbarElement] {
        views.map { ToolbarElement(placement: .automatic, views: [$0], spacer: nil) }
    }
}

extension ToolbarPlacement {
    /// The bars a modifier names: `.automatic` (the navigation bar) when it names none.
    static func kinds(_ bars: [ToolbarPlacement]) -> [ToolbarPlacement.Kind] {
        bars.isEmpty ? [.navigationBar] : bars.map(\.kind)
    }
}
