import Foundation
import VellumLayout

/// One presented sheet, cover, popover, alert or dialog, lowered in its
/// presenter's environment: what the renderer lays out over the screen.
package struct Presentation: Sendable {
    /// How it is drawn.
    package enum Style: Sendable, Equatable {
        /// A page sheet (an iPhone), a form sheet (an iPad).
        case sheet
        /// The whole screen, the presenting screen hidden.
        case fullScreenCover
        /// A popover: a sheet on an iPhone unless its content asks to stay a popover.
        case popover
        /// A centred alert card.
        case alert
        /// An action sheet at the bottom of the screen (iOS 26: a card by its presenter).
        case confirmationDialog
    }

    package var style: Style
    /// The presented content, its background and drag indicator included
    /// (sheets, covers, popovers), or the card (alerts, dialogs). Laid out
    /// in the rectangle the renderer chooses.
    package var content: LayoutNode
    /// What a sheet's content asked of the sheet.
    package var options: PresentationOptions
    /// The presentation the content itself presents (0 or 1), drawn above it.
    package var nested: [Presentation]
    /// The environment the content was lowered in (for custom detents).
    package var environment: EnvironmentValues
    /// A popover's presenter's frame on the screen, once laid out (set by the renderer).
    package var anchor: CGRect?
    /// The identity of the modifier that presents it: its presenter's node
    /// carries a `PopoverAnchorMark` with it.
    package var presenter: ViewIdentity?

    package init(style: Style, content: LayoutNode, options: PresentationOptions = PresentationOptions(),
                 nested: [Presentation] = [], environment: EnvironmentValues) {
        self.style = style; self.content = content; self.options = options
        self.nested = nested; self.environment = environment
    }

    /// The style this presentation is drawn in on a screen of `horizontalSizeClassIsCompact`:
    /// a popover adapts to a sheet on a compact width (iOS's adaptation) unless its content asks otherwise.
    package func adaptedStyle(compactWidth: Bool) -> Style {
        guard compactWidth, style == .popover || style == .sheet else { return style }
        switch options.compactAdaptation?.kind ?? .automatic {
        case .automatic, .sheet: return .sheet
        case .fullScreenCover: return .fullScreenCover
        case .popover, .none: return style
        }
    }
}
