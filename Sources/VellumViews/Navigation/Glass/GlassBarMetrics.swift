import Foundation
import VellumCore

/// The numbers of iOS 26's floating glass bars and bar buttons
/// (docs/reference/ios26-real-pngs.md). Measured ones say where; the rest are
/// assumed, and say so. The glass itself is `GlassSurface`'s (`GlassMetrics`).
enum GlassBarMetrics {
    /// A navigation-bar button's glass: 44 pt tall, a circle around a symbol
    /// (measured: `Button(role: .close)`, 44 pt, 16 pt from the screen's edge).
    static let buttonHeight: CGFloat = 44
    /// A text button's padding on each side of its text (measured: "Reset",
    /// 41 pt of text in a 76 pt capsule).
    static let textPadding: CGFloat = 17.5
    /// A symbol button's padding on each side, inside the 44 pt minimum
    /// (measured: the `xmark`, 18.33 pt of content bounds, in a 44 pt circle).
    static let symbolPadding: CGFloat = 12.8
    /// A bottom toolbar's capsule height (measured: 48 pt, six symbols).
    static let toolbarHeight: CGFloat = 48
    /// A symbol's padding on each side in a bottom toolbar (measured: six symbols
    /// 18–24 pt wide in a 332 pt capsule, at a pitch of 56.6 pt).
    static let toolbarSymbolPadding: CGFloat = 16
    /// The tab bar's capsule height. Assumed: no render draws the capsule; its
    /// items (icons from 71.3 pt above the screen's bottom to titles whose
    /// baseline is 34 pt above it) are centred in 62 pt.
    static let tabBarHeight: CGFloat = 62
    /// The tab bar's distance from the screen's sides (assumed: five items
    /// 67 pt apart on 393 pt fill 343 pt).
    static let tabBarSideInset: CGFloat = 25
    /// The gap between the tab bar's capsule and the search tab's circle (assumed).
    static let searchTabSpacing: CGFloat = 10
    /// A tab view's bottom accessory's capsule height, and its gap to the tab
    /// bar below it (assumed: the toolbar's 48 pt; 8 pt).
    static let accessoryHeight: CGFloat = 48
    static let accessorySpacing: CGFloat = 8
    /// A floating bar's bottom edge above the screen's bottom on a phone with a
    /// home indicator (assumed from the tab items' positions: 20.7 pt).
    static let bottomGapWithHomeIndicator: CGFloat = 20.67
    /// The same on a screen without a home indicator (assumed).
    static let bottomGapWithoutHomeIndicator: CGFloat = 8
    /// The tab bar's title baseline above its capsule's bottom (measured: 34 pt
    /// above the screen's bottom) and icons' top below its capsule's top
    /// (measured: 71.3 pt above the screen's bottom).
    static let tabTitleBaselineAboveBottom: CGFloat = 34 - bottomGapWithHomeIndicator
    static let tabIconTop: CGFloat = tabBarHeight + bottomGapWithHomeIndicator - 71.33

    /// The gap between iOS 26's keyboard toolbar items and the keyboard's top
    /// (assumed: the items float on glass above the keyboard, as Safari's do,
    /// react-native-keyboard-controller #978; the gap is not measured).
    static let keyboardBarGap: CGFloat = 8

    /// The distance between a floating bar's bottom edge and the screen's, for
    /// a screen whose bottom safe-area inset is `safeBottom`.
    static func bottomGap(safeBottom: CGFloat) -> CGFloat {
        safeBottom > 0 ? bottomGapWithHomeIndicator : bottomGapWithoutHomeIndicator
    }
}
