import Foundation
import VellumCore

/// How a presentation sits on the screen: the sheet's gap and corners, the
/// pushed-back presenter, dimming, form sheets, popovers and the action
/// sheet's distance from the bottom. What a presentation shows (cards,
/// buttons, backgrounds) is `PresentationMetrics` in VellumViews.
///
/// swiftui-facts.md measures none of them; each value says where it comes
/// from. ✅ Apple documentation or HIG; ⚠️ one secondary source; ❓ a chosen,
/// unmeasured number (UIKit's usual look, read off iOS 17 screenshots).
package enum PresentationStageMetrics {
    /// The large sheet's top edge below the top of the safe area (the status
    /// bar, the Dynamic Island). ❓ the strip of the pushed-back screen iOS
    /// leaves visible above a large sheet.
    package static let sheetTopGap: CGFloat = 10

    /// The sheet's top corner radius. ❓ (HIG: the top corners are rounded,
    /// customizable with `preferredCornerRadius`; the default is not published).
    package static let sheetCornerRadius: CGFloat = 10

    /// iOS 26: a sheet below its full height floats this far inside the
    /// screen's sides and bottom, its four corners concentric with the
    /// screen's (its radius the screen's less this inset, at least
    /// `floatingSheetMinimumRadius`); at full height it reaches the sides,
    /// its top corners as round. Its content starts `floatingSheetContentTop`
    /// below its top edge, so the bar's glass buttons sit clear of the
    /// corners. ❓ all assumed (Apple: partial-height sheets "float above the
    /// interface" inset from the edges; no render measured).
    package static let floatingSheetInset: CGFloat = 8
    package static let floatingSheetMinimumRadius: CGFloat = 24
    package static let floatingSheetContentTop: CGFloat = 12

    /// The scale of the presenting screen pushed back behind a large sheet. ❓
    package static let pushedBackScale: CGFloat = 0.92

    /// The pushed-back screen's corner radius (after scaling). ❓
    package static let pushedBackCornerRadius: CGFloat = 10

    /// The dimming over the view behind a sheet or a form sheet (black at this
    /// opacity). ✅ HIG "Sheets": a modal sheet "dims the parent view"; the
    /// amount is ❓.
    package static let sheetDimming: Double = 0.2

    /// What the pushed-back screen sits on. ❓ (black in both schemes, as on iOS 13–18).
    package static let pushedBackBackdrop = RGBAColor(0, 0, 0)

    /// The form sheet's size. ⚠️ UIKit's classic `formSheet` size, 540 × 620;
    /// iPadOS 16 made form sheets "slightly bigger" (hacknicity.medium.com,
    /// "View Controller Presentation Changes in iOS and iPadOS 16") by an
    /// amount not published.
    package static let formSheetSize = CGSize(width: 540, height: 620)

    /// The form sheet's corner radius (all four corners). ❓
    package static let formSheetCornerRadius: CGFloat = 12

    /// The width from which an iPhone is regular width: the large iPhones
    /// (XR, Plus, Max: 896 and wider) in landscape. ⚠️ Apple's size-class
    /// table (HIG "Layout", device size classes); smaller iPhones stay compact.
    package static let regularWidthPhone: CGFloat = 896

    /// A popover's width. ❓ UIKit's default popover `preferredContentSize`
    /// width, 320; SwiftUI sizes a popover to its content's ideal size, which
    /// Vellum uses for the height only.
    package static let popoverWidth: CGFloat = 320

    /// The popover's corner radius, arrow (base and height) and least
    /// distance from the screen's edges. ❓
    package static let popoverCornerRadius: CGFloat = 13
    package static let popoverArrow = CGSize(width: 26, height: 13)
    package static let popoverMargin: CGFloat = 10

    /// The popover's shadow colour and radius. ❓ (iPadOS draws a soft, wide
    /// shadow and does not dim the screen behind a popover).
    package static let popoverShadowColor = RGBAColor(0, 0, 0, 0.15)
    package static let popoverShadowRadius: CGFloat = 30

    /// The dimming over the screen behind an alert or an action sheet. ❓
    package static let alertDimming: Double = 0.2

    /// iOS 26's confirmation dialog: its gap to the view presenting it, and
    /// its least distance from the screen's sides. ❓ assumed (Apple: the
    /// dialog "originates from the element that initiates the action"; no
    /// render measured).
    package static let glassDialogGap: CGFloat = 8
    package static let glassDialogMargin: CGFloat = 16

    /// Distance of the cancel button from the bottom when the screen has no
    /// bottom safe area; with one, the cancel button sits on it. ❓
    package static let actionSheetBottom: CGFloat = 8
}
