import Foundation
import VellumCore
import VellumGeometry

/// The row and section metrics of inset-grouped lists in one platform look.
///
/// iOS 17 and 18's are UIKit's values (measured ones say so); iOS 26's were
/// measured in real iOS 26 renders (docs/reference/ios26-real-pngs.md,
/// "Lists and forms"), and those no render shows are kept from iOS 18 and
/// marked assumed.
struct ListMetrics: Sendable {
    /// The padding above and below a row's content.
    var rowVerticalInset: CGFloat
    /// The least height of a row.
    var rowMinHeight: CGFloat
    /// The corner radius of a section's card.
    var cornerRadius: CGFloat
    /// The corner style of a section's card.
    var cornerStyle: RoundedCornerStyle
    /// The space between sections.
    var sectionSpacing: CGFloat
    /// The space between a header's text frame and its card.
    var headerBottom: CGFloat
    /// The space between a card and its footer's text frame.
    var footerTop: CGFloat
    /// Where the first header's text frame starts below the list's top.
    var listTop: CGFloat
    /// Where the first card starts below the list's top when its section has no header.
    var listTopWithoutHeader: CGFloat
    /// The side margin of the cards and of the rows' content, or nil for
    /// iOS 18's, which follows the list's width (`ListMarginLayout`).
    var fixedMargin: CGFloat?
    /// Whether a control in a row (a switch, a stepper) may reach into the
    /// row's vertical padding, so that it does not make the row taller.
    var accessoriesReachIntoPadding: Bool
    /// Whether separators stop at the row's trailing margin instead of the card's edge.
    var separatorsEndAtMargin: Bool
    /// Whether section headers are upper-case unless a `textCase` says otherwise.
    var uppercasesHeaders: Bool
    /// The font of section headers.
    var headerFont: Font

    /// iOS 17 and 18.
    static let iOS18 = ListMetrics(
        rowVerticalInset: 11, rowMinHeight: 44, cornerRadius: 10, cornerStyle: .continuous, sectionSpacing: 35,
        // Measured: a footnote header's text frame ends 6 pt above its card (docs/reference/fidelity-real-pngs.md).
        headerBottom: 6,
        // Measured: a footnote footer's text starts 8.67 pt below its card, its frame 5.67 pt (VAULT).
        footerTop: 5.67,
        // Measured: the first header's text frame starts 17 pt below the list's top; without a header,
        // the first card 35 pt (iOS 18, iPhone 13 Pro, medium text).
        listTop: 17, listTopWithoutHeader: 35,
        fixedMargin: nil, accessoriesReachIntoPadding: true, separatorsEndAtMargin: false, uppercasesHeaders: true, headerFont: .footnote)

    /// iOS 26 (docs/reference/ios26-real-pngs.md): text rows 51 pt (22 pt of
    /// body text and 14.5 above and below), cards 16 pt from the sides with
    /// circular 26 pt corners (25–26 measured), rows' content 16 pt inside the
    /// card, separators ending 16 pt before the card's edge, switch rows as tall as the switch and the padding (57 measured),
    /// headers in mixed case at 17 pt whose text ends 13.67 pt above the card
    /// (baseline; the frame 4 pt lower), footers starting 10.67 pt below the
    /// card (text; the frame 3 pt higher). The section spacing, the list's top
    /// and the header's weight are assumed.
    static let iOS26 = ListMetrics(
        rowVerticalInset: 14.5, rowMinHeight: 51, cornerRadius: 26, cornerStyle: .circular, sectionSpacing: 35,
        headerBottom: 9.67, footerTop: 7.67, listTop: 17, listTopWithoutHeader: 35,
        fixedMargin: 16, accessoriesReachIntoPadding: false, separatorsEndAtMargin: true, uppercasesHeaders: false, headerFont: .headline)

    /// The metrics of `look`.
    static func of(_ look: PlatformLook) -> ListMetrics {
        switch look {
        case .iOS18: .iOS18
        case .iOS26: .iOS26
        }
    }
}

extension EnvironmentValues {
    /// The list metrics of the platform look lists below are drawn in.
    var listMetrics: ListMetrics { .of(platformLook) }
}
