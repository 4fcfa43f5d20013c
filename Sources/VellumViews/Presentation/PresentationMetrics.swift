import Foundation
import VellumCore

/// The numbers and colours of what sheets, covers, alerts and action sheets
/// show: their backgrounds, cards and buttons. How a presentation sits on the
/// screen (its gaps, dimming, the pushed-back presenter, popovers' placement)
/// is `PresentationStageMetrics` in VellumScreen.
///
/// swiftui-facts.md measures none of them; each value says where it comes
/// from. ✅ Apple documentation or HIG; ⚠️ one secondary source; ❓ a chosen,
/// unmeasured number (UIKit's usual look, read off iOS 17 screenshots).
package enum PresentationMetrics {
    // MARK: Sheets (iPhone page sheet)

    /// The medium detent's share of the large detent. ✅ HIG "Sheets":
    /// "medium is about half the fully expanded height".
    package static let mediumDetentFraction: CGFloat = 0.5

    /// The drag indicator ("grabber"): size and distance from the sheet's top. ❓
    package static let dragIndicatorSize = CGSize(width: 36, height: 5)
    package static let dragIndicatorTop: CGFloat = 5
    /// The drag indicator's colour. ❓ a translucent grey like `tertiaryLabel`.
    package static let dragIndicatorFill = Color(provider: .dynamic(light: RGBAColor(60, 60, 67, 0.3), dark: RGBAColor(235, 235, 245, 0.3)))

    /// A sheet's default background: `systemBackground`, in dark mode its
    /// elevated variant (swiftui-facts §3 mentions the variant; 28,28,30 is
    /// UIKit's dark elevated `systemBackground`, ⚠️ one source: the UIKit
    /// colour tables of `SystemPalette`'s sources).
    package static let sheetBackground = Color(provider: .dynamic(light: RGBAColor(255, 255, 255), dark: RGBAColor(28, 28, 30)))

    /// A full-screen cover's default background: `systemBackground` (not elevated). ❓
    package static let coverBackground = Color(provider: .dynamic(light: RGBAColor(255, 255, 255), dark: RGBAColor(0, 0, 0)))

    // MARK: Regular width (iPad)

    /// The width from which a screen is regular width (an iPad). ❓ iPhones
    /// in portrait are at most 440 wide, iPads at least 744.
    package static let regularWidth: CGFloat = 600

    // MARK: Alerts

    /// The alert's width. ⚠️ marpies.com "Custom UIAlert": "The alert's
    /// width is limited at 270 points".
    package static let alertWidth: CGFloat = 270
    /// The alert's corner radius. ❓
    package static let alertCornerRadius: CGFloat = 14
    /// The text block's insets: top, sides and bottom. ❓
    package static let alertTextTop: CGFloat = 20
    package static let alertTextSide: CGFloat = 16
    package static let alertTextBottom: CGFloat = 20
    /// The gap between the title and the message. ❓
    package static let alertTitleMessageSpacing: CGFloat = 4
    /// A button row's height. ❓ UIKit's 44 pt minimum hit target (HIG).
    package static let alertButtonHeight: CGFloat = 44
    /// The title's font: 17 pt semibold (`.headline`). ❓ (UIKit's alert title).
    package static let alertTitleFont = Font.headline
    /// The message's font: 13 pt (`.footnote`). ❓
    package static let alertMessageFont = Font.footnote
    /// A button's font: 17 pt (`.body`); a cancel button's is semibold. ❓
    package static let alertButtonFont = Font.body
    /// The alert's translucent card, the tint iOS lays over its blur (as
    /// Vellum draws materials). ❓
    package static let alertFill = Color(provider: .dynamic(light: RGBAColor(242, 242, 242, 0.9), dark: RGBAColor(37, 37, 37, 0.9)))
    /// The hairlines between the text and the buttons and between buttons:
    /// one pixel of `separator` (swiftui-facts §3 colour sources, as `SystemPalette`).
    package static let hairline = Color(provider: .dynamic(light: RGBAColor(60, 60, 67, 0.29), dark: RGBAColor(84, 84, 88, 0.6)))

    /// iOS 26's alert (`GlassAlertCard`). ❓ all assumed: no render of one was
    /// found; the sizes are read off Apple's iOS 26 design material.
    package enum GlassAlert {
        /// The card's width and corner radius.
        package static let width: CGFloat = 300
        package static let cornerRadius: CGFloat = 32
        /// The padding around the text and the buttons.
        package static let padding: CGFloat = 20
        /// The gap between the text and the buttons, and between buttons.
        package static let buttonsTop: CGFloat = 20
        package static let buttonSpacing: CGFloat = 8
        /// A button's capsule height and fill (`tertiarySystemFill`'s grey, a little stronger).
        package static let buttonHeight: CGFloat = 48
        package static let buttonFill = Color(provider: .dynamic(light: RGBAColor(120, 120, 128, 0.16), dark: RGBAColor(120, 120, 128, 0.32)))
        /// The message's font: 15 pt (`.subheadline`).
        package static let messageFont = Font.subheadline
        /// A near-opaque backing under the glass, so the dimmed screen does not show through the text.
        package static let backing = Color(provider: .dynamic(light: RGBAColor(255, 255, 255, 0.94), dark: RGBAColor(30, 30, 32, 0.94)))
    }

    /// iOS 26's confirmation dialog (`GlassDialogCard`), a card of glass by
    /// the view that presents it. ❓ all assumed: no render of one was found
    /// (docs/reference/ios26-real-pngs.md); the corners are the glass alert's.
    package enum GlassDialog {
        /// The card's width and corner radius.
        package static let width: CGFloat = 280
        package static let cornerRadius: CGFloat = 32
        /// The padding around the text and the rows.
        package static let padding: CGFloat = 8
        /// The title and message's insets inside the padding.
        package static let headerSide: CGFloat = 12
        package static let headerTop: CGFloat = 10
        package static let headerBottom: CGFloat = 6
        /// An action's row: as tall as a glass bar button, its 17 pt label centred.
        package static let rowHeight: CGFloat = 44
    }

    // MARK: Action sheets (confirmationDialog on an iPhone)

    /// Distance of the groups from the screen's sides. ❓
    package static let actionSheetMargin: CGFloat = 8
    /// The widest an action sheet is drawn (on a regular-width screen, where
    /// iOS shows a popover instead). ❓
    package static let actionSheetMaxWidth: CGFloat = 400
    /// The gap between the actions and the cancel button. ❓
    package static let actionSheetGroupSpacing: CGFloat = 8
    /// A button's height. ❓ UIKit's 57 pt action-sheet row.
    package static let actionSheetButtonHeight: CGFloat = 57
    /// A button's font: 20 pt; the cancel button's is semibold. ❓
    package static let actionSheetButtonFont = Font.system(size: 20)
    /// The groups' corner radius. ❓
    package static let actionSheetCornerRadius: CGFloat = 14
    /// The header's insets (title and message). ❓
    package static let actionSheetHeaderVertical: CGFloat = 14
    package static let actionSheetHeaderSide: CGFloat = 16
    /// The header's title (13 pt semibold) and message (13 pt) fonts. ❓
    package static let actionSheetTitleFont = Font.footnote.weight(.semibold)
    package static let actionSheetMessageFont = Font.footnote
    /// The header's text colour: `secondaryLabel`. ❓
    package static let actionSheetHeaderText = Color(provider: .dynamic(light: RGBAColor(60, 60, 67, 0.6), dark: RGBAColor(235, 235, 245, 0.6)))
    /// The cancel button's opaque card. ❓
    package static let actionSheetCancelFill = Color(provider: .dynamic(light: RGBAColor(255, 255, 255), dark: RGBAColor(44, 44, 46)))
}
