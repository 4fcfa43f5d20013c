import VellumLayout

/// What the views of a navigation stack's screen ask of its bars: toolbar
/// items, the title's display mode, bar visibility and backgrounds, a title
/// menu, a search field. The value of `NavigationBarKey`, which the screen
/// reads from its content once lowered (`LoweredPreferences`). For each
/// setting the first value wins (the outermost view's, then the earliest
/// sibling's), as with `navigationTitle`; items are kept in view order, an
/// outer view's before its subtree's.
package struct NavigationBarPreference: @unchecked Sendable {
    // Unchecked: the shape styles and nodes are values made by this lowering.

    /// One lowered toolbar item.
    package struct Entry: Sendable {
        package var placement: ToolbarItemPlacement
        package var nodes: [LayoutNode]
        /// Whether the item shares its group's glass (iOS 26).
        package var sharedBackground: Visibility = .automatic
        /// The system item a `DefaultToolbarItem` places here (its nodes are then made by the bars).
        package var defaultKind: ToolbarDefaultItemKind?
    }

    package var entries: [Entry] = []
    package var displayMode: NavigationBarItem.TitleDisplayMode?
    package var navigationBarHidden: Bool?
    package var visibility: [ToolbarPlacement.Kind: Visibility] = [:]
    package var backgroundVisibility: [ToolbarPlacement.Kind: Visibility] = [:]
    package var backgrounds: [ToolbarPlacement.Kind: AnyShapeStyle] = [:]
    package var hasTitleMenu = false
    package var backButtonHidden: Bool?
    /// The search field `searchable` asks for, if any.
    package var search: SearchFieldRequest?
    /// The subtitle `navigationSubtitle` sets, if any.
    package var subtitle: String?
    /// Whether a search field in a toolbar is a magnifying glass alone (`searchToolbarBehavior(.minimize)`).
    package var searchMinimized: Bool?
    /// The system items `toolbar(removing:)` leaves out.
    package var removedItems: Set<ToolbarDefaultItemKind> = []

    package init() {}

    /// Whether `bar` is hidden (`toolbar(.hidden, for:)`, `navigationBarHidden(true)`).
    package func isHidden(_ bar: ToolbarPlacement.Kind) -> Bool {
        if bar == .navigationBar, navigationBarHidden == true { return true }
        return visibility[bar] == .hidden
    }

    /// The style `bar`'s background is drawn with, or nil when it is not
    /// drawn: `toolbarBackground(.visible, for:)` draws the bar's own
    /// fill, a style draws that style, `.hidden` draws none.
    package func background(_ bar: ToolbarPlacement.Kind, default fallback: AnyShapeStyle?) -> AnyShapeStyle? {
        switch backgroundVisibility[bar] {
        case .hidden?: return nil
        case .visible?: return backgrounds[bar] ?? AnyShapeStyle(NavigationBarMetrics.barFill)
        default: return backgrounds[bar] ?? fallback
        }
    }

    /// The mark that lays these over the settings of the marked view's
    /// content (these win; these items come first).
    var mark: MarkModifier {
        MarkModifier { [self] _ in
            .preference(.transform(NavigationBarKey.self) { current, _ in current = self.merged(with: current) })
        }
    }

    /// These settings, with `later`'s where these have none, and `later`'s
    /// items after these.
    func merged(with later: NavigationBarPreference) -> NavigationBarPreference {
        var merged = self
        merged.entries += later.entries
        merged.displayMode = displayMode ?? later.displayMode
        merged.navigationBarHidden = navigationBarHidden ?? later.navigationBarHidden
        merged.visibility.merge(later.visibility) { mine, _ in mine }
        merged.backgroundVisibility.merge(later.backgroundVisibility) { mine, _ in mine }
        merged.backgrounds.merge(later.backgrounds) { mine, _ in mine }
        merged.hasTitleMenu = hasTitleMenu || later.hasTitleMenu
        merged.backButtonHidden = backButtonHidden ?? later.backButtonHidden
        merged.search = search ?? later.search
        merged.subtitle = subtitle ?? later.subtitle
        merged.searchMinimized = searchMinimized ?? later.searchMinimized
        merged.removedItems = removedItems.union(later.removedItems)
        return merged
    }
}

/// The preference a navigation stack's screen builds its bars from.
package enum NavigationBarKey: PreferenceKey {
    package static var defaultValue: NavigationBarPreference { NavigationBarPreference() }
    package static func reduce(value: inout NavigationBarPreference, nextValue: () -> NavigationBarPreference) {
        value = value.merged(with: nextValue())
    }
}

/// The title a navigation stack's screen shows: the first one set.
package enum NavigationTitleKey: FirstValuePreferenceKey {
    package typealias Wrapped = String
}

extension EnvironmentKeys {
    struct NavigationContentKey: EnvironmentKey { static let defaultValue = false }
    struct KeyboardShownKey: EnvironmentKey { static let defaultValue = false }
}

extension EnvironmentValues {
    /// Whether the views below are a navigation screen's content, whose
    /// titles, toolbars and bar settings its stack reads (false in a toolbar
    /// item, a presented sheet, outside any stack).
    package var isNavigationContent: Bool {
        get { self[EnvironmentKeys.NavigationContentKey.self] }
        set { self[EnvironmentKeys.NavigationContentKey.self] = newValue }
    }
    /// Whether the picture shows the software keyboard (set by the renderer):
    /// `.keyboard` toolbar items are drawn only then.
    package var isKeyboardShown: Bool {
        get { self[EnvironmentKeys.KeyboardShownKey.self] }
        set { self[EnvironmentKeys.KeyboardShownKey.self] = newValue }
    }
}
