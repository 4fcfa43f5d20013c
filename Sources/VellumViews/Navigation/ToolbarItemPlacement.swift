/// Where a toolbar item goes: the navigation bar's leading or trailing side,
/// its centre, the bottom toolbar or the bar above the keyboard.
///
/// Semantic placements (`.primaryAction`, `.cancellationAction`, …) go where
/// iOS puts them on an iPhone; positional ones (`.topBarLeading`, …) go where
/// they say.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
///     ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
/// }
/// ```
public struct ToolbarItemPlacement: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case automatic, principal, navigation, primaryAction, secondaryAction, status
        case confirmationAction, cancellationAction, destructiveAction, keyboard
        case topBarLeading, topBarTrailing, bottomBar
    }
    package let kind: Kind

    /// Where iOS draws an item of this placement.
    package enum Slot: Hashable, Sendable { case leading, trailing, principal, overflow, bottom, status, keyboard }

    /// The item's place on an iPhone.
    package var slot: Slot {
        switch kind {
        case .automatic, .primaryAction, .confirmationAction, .destructiveAction, .topBarTrailing: return .trailing
        case .navigation, .cancellationAction, .topBarLeading: return .leading
        case .principal: return .principal
        case .secondaryAction: return .overflow
        case .status: return .status
        case .bottomBar: return .bottom
        case .keyboard: return .keyboard
        }
    }

    /// SwiftUI's choice for the platform: the trailing side of the navigation bar on iOS.
    public static let automatic = ToolbarItemPlacement(kind: .automatic)
    /// The centre of the navigation bar, in place of the inline title.
    public static let principal = ToolbarItemPlacement(kind: .principal)
    /// A navigation action: the leading side of the navigation bar.
    public static let navigation = ToolbarItemPlacement(kind: .navigation)
    /// The primary action: the trailing side of the navigation bar.
    public static let primaryAction = ToolbarItemPlacement(kind: .primaryAction)
    /// Secondary actions: on iOS, in the overflow menu, drawn as its
    /// `ellipsis.circle` button at the trailing end of the navigation bar.
    public static let secondaryAction = ToolbarItemPlacement(kind: .secondaryAction)
    /// A status (a count, a last-updated time): the centre of the bottom toolbar.
    public static let status = ToolbarItemPlacement(kind: .status)
    /// A confirmation action ("Done", "Save"): the trailing side of the
    /// navigation bar, in a semibold font.
    public static let confirmationAction = ToolbarItemPlacement(kind: .confirmationAction)
    /// A cancellation action ("Cancel"): the leading side of the navigation bar.
    public static let cancellationAction = ToolbarItemPlacement(kind: .cancellationAction)
    /// A destructive action: the trailing side of the navigation bar.
    public static let destructiveAction = ToolbarItemPlacement(kind: .destructiveAction)
    /// The bar above the software keyboard, drawn only while the keyboard is shown.
    public static let keyboard = ToolbarItemPlacement(kind: .keyboard)
    /// The leading side of the top bar (the navigation bar on iOS).
    public static let topBarLeading = ToolbarItemPlacement(kind: .topBarLeading)
    /// The trailing side of the top bar (the navigation bar on iOS).
    public static let topBarTrailing = ToolbarItemPlacement(kind: .topBarTrailing)
    /// The leading side of the navigation bar (iOS 14's spelling of `.topBarLeading`).
    public static let navigationBarLeading = ToolbarItemPlacement(kind: .topBarLeading)
    /// The trailing side of the navigation bar (iOS 14's spelling of `.topBarTrailing`).
    public static let navigationBarTrailing = ToolbarItemPlacement(kind: .topBarTrailing)
    /// The bottom toolbar, above the home indicator.
    public static let bottomBar = ToolbarItemPlacement(kind: .bottomBar)
}
