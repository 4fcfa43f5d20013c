/// Which iOS release's system design draws the chrome and built-in styles:
/// bars, tab bars, toolbars, sheets, lists, toggles and the other controls.
///
/// Since iOS 26, devices draw the same SwiftUI code in "Liquid Glass": tab
/// bars float as capsules, bar buttons sit in glass circles, grouped lists
/// have rounder cards and taller rows. A render picks one look, as it picks a
/// device and a colour scheme; ``iOS18`` is the default, so references made
/// before the look existed do not change.
///
/// ```swift
/// var renderer = SVGRenderer(content: SettingsScreen(), device: .iPhone16Pro)
/// renderer.platformLook = .iOS26
/// let svg = try renderer.svg()
/// ```
///
/// Your own views are drawn the same in both looks: only what the system
/// draws for you changes. docs/reference/ios26-real-pngs.md lists the
/// measured iOS 26 metrics and which ones are assumed.
public enum PlatformLook: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// iOS 17 and 18's look: translucent bars across the screen's width, grouped
    /// cards with 10 pt corners (the default).
    case iOS18 = "ios18"
    /// iOS 26's look (Liquid Glass): floating glass bars and buttons, rounder
    /// cards, capsule fields.
    case iOS26 = "ios26"

    /// The look's name in file names, flags and queries: `ios18`, `ios26`.
    public var description: String { rawValue }

    /// The look named `name` (`ios26`, `iOS26`, `26`), or nil.
    ///
    /// ```swift
    /// PlatformLook(name: "iOS26")   // .iOS26
    /// ```
    public init?(name: String) {
        let key = name.lowercased()
        guard let look = Self.allCases.first(where: { $0.rawValue == key || $0.rawValue == "ios" + key }) else { return nil }
        self = look
    }
}
