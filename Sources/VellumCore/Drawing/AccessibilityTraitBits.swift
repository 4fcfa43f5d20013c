/// The traits of an accessibility element as bits, the same bits as
/// SwiftUI's `AccessibilityTraits` (VellumViews), with the names the
/// accessibility hierarchy reports them by.
package struct AccessibilityTraitBits: OptionSet, Hashable, Sendable {
    package let rawValue: UInt32
    package init(rawValue: UInt32) { self.rawValue = rawValue }

    package static let isButton = Self(rawValue: 1 << 0)
    package static let isHeader = Self(rawValue: 1 << 1)
    package static let isSelected = Self(rawValue: 1 << 2)
    package static let isLink = Self(rawValue: 1 << 3)
    package static let isSearchField = Self(rawValue: 1 << 4)
    package static let isImage = Self(rawValue: 1 << 5)
    package static let isStaticText = Self(rawValue: 1 << 6)
    package static let isSummaryElement = Self(rawValue: 1 << 7)
    package static let updatesFrequently = Self(rawValue: 1 << 8)
    package static let playsSound = Self(rawValue: 1 << 9)
    package static let startsMediaSession = Self(rawValue: 1 << 10)
    package static let allowsDirectInteraction = Self(rawValue: 1 << 11)
    package static let causesPageTurn = Self(rawValue: 1 << 12)
    package static let isModal = Self(rawValue: 1 << 13)
    package static let isToggle = Self(rawValue: 1 << 14)
    package static let isKeyboardKey = Self(rawValue: 1 << 15)
    package static let isTabBar = Self(rawValue: 1 << 16)
    /// UIKit's `adjustable`: a slider's or stepper's value is changed by swiping up and down.
    /// SwiftUI has no public trait for it; its controls carry it.
    package static let isAdjustable = Self(rawValue: 1 << 24)
    /// UIKit's `notEnabled`: a disabled control.
    package static let isNotEnabled = Self(rawValue: 1 << 25)
    /// A text field VoiceOver edits (UIKit's text-entry element).
    package static let isTextEntry = Self(rawValue: 1 << 26)

    /// Each trait's name, in the order the hierarchy lists them.
    package static let names: [(Self, String)] = [
        (.isHeader, "header"), (.isButton, "button"), (.isLink, "link"), (.isToggle, "toggle"),
        (.isAdjustable, "adjustable"), (.isTextEntry, "textField"), (.isSearchField, "searchField"),
        (.isImage, "image"), (.isStaticText, "staticText"), (.isSelected, "selected"), (.isNotEnabled, "notEnabled"),
        (.isKeyboardKey, "keyboardKey"), (.isTabBar, "tabBar"), (.isModal, "modal"), (.isSummaryElement, "summaryElement"),
        (.updatesFrequently, "updatesFrequently"), (.playsSound, "playsSound"), (.startsMediaSession, "startsMediaSession"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
    ]

    /// The names of the traits set, in ``names``' order.
    package var nameList: [String] { Self.names.filter { contains($0.0) }.map(\.1) }
}
