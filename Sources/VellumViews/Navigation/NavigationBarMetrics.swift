import Foundation
import VellumCore

/// The numbers of the navigation bar, the bottom toolbar and the keyboard
/// toolbar, in one place.
///
/// swiftui-facts.md measures none of them directly (§6 has the status bar,
/// §1 the fonts, §3.3 the tint); each value below says where it comes from.
/// ❓ marks a chosen, unmeasured number.
enum NavigationBarMetrics {
    /// The bar row of the navigation bar (items, inline title). ❓ UIKit's
    /// standard 44 pt `UINavigationBar`; swiftui-facts §6 only has the bar's
    /// origin (y = 54 on a 393-wide iPhone). Vellum puts the row at the top of
    /// the safe area, where today's large title already sits, not at the
    /// status bar's bottom.
    static let barHeight: CGFloat = 44
    /// The bottom toolbar above the home indicator. ❓ UIKit's 49 pt toolbar
    /// on iPhones with a home indicator.
    static let bottomBarHeight: CGFloat = 49
    /// The toolbar above the keyboard (`.keyboard` items). ❓ UIKit's 44 pt
    /// input accessory toolbar.
    static let keyboardBarHeight: CGFloat = 44
    /// Items' distance from the screen's sides. ❓ UIKit's layout margin on a
    /// compact-width iPhone (the large title uses the same 16).
    static let edgeMargin: CGFloat = 16
    /// The gap between two items on the same side. ❓
    static let itemSpacing: CGFloat = 16
    /// The size of a fixed `ToolbarSpacer`. ❓
    static let fixedSpacerWidth: CGFloat = 8
    /// The inline title's least distance from an item. ⚠️ one UIKit
    /// measurement (iOS 15, fanyuecheng.github.io, "title to item 6").
    static let titleItemGap: CGFloat = 6
    /// The inline title's least distance from the screen's sides when no
    /// item is beside it. ⚠️ the same measurement ("8 at its widest").
    static let titleEdgeMargin: CGFloat = 8
    /// The gap between a large title and its subtitle (`navigationSubtitle`). ❓
    static let subtitleSpacing: CGFloat = 2
    /// The gap between an inline title and its title-menu chevron. ❓
    static let titleMenuSpacing: CGFloat = 4

    /// The back button's distance from the bar's leading side: ❓ UIKit
    /// puts the back chevron about 8 pt in, closer than other items.
    static let backButtonLeading: CGFloat = 8
    /// The gap between the back chevron and its title. ❓
    static let backChevronSpacing: CGFloat = 5
    /// The longest previous title a back button shows before it says
    /// "Back". ❓ iOS measures what fits; Vellum counts characters.
    static let backTitleMaxCharacters = 14

    /// The large title's distance from the screen's sides. ❓ UIKit's 16 pt
    /// margin (the title's ink starts 16 pt plus its side bearing in).
    static let largeTitleHorizontal: CGFloat = 16
    /// The space below the large title's line: the bar row, title and this
    /// make 96 pt at the Large text size (44 + 52), as UIKit's large-title bar
    /// (its baseline is `LargeTitleLayout`'s, measured).
    static let largeTitleBottom: CGFloat = 7.33

    /// A visible bar's fill: the tab bar's translucent grey (`TabView`), ❓.
    static let barFill = Color(provider: .dynamic(light: RGBAColor(249, 249, 249, 0.94), dark: RGBAColor(22, 22, 22, 0.94)))
    /// A visible bar's hairline on its content side, one pixel: the tab bar's, ❓.
    static let separator = Color(provider: .dynamic(light: RGBAColor(0, 0, 0, 0.3), dark: RGBAColor(255, 255, 255, 0.15)))
    /// The keyboard toolbar's fill: the panel colour of Vellum's drawn
    /// keyboard (`DeviceChrome`), so the bar reads as part of it. ❓
    static let keyboardBarFill = Color(provider: .dynamic(light: RGBAColor(209, 211, 217), dark: RGBAColor(43, 43, 43)))
}
