import VellumCore
import VellumGeometry

/// The appearance an asset variant is for.
package enum AssetAppearance: Hashable, Sendable {
    /// No luminosity given: used for light, and for dark when there is no dark variant.
    case any
    /// Explicitly light.
    case light
    /// Dark.
    case dark
    /// A variant for a trait Vellum does not render (e.g. high contrast); never chosen.
    case unsupported

    /// The appearance described by a `Contents.json` `appearances` list.
    package init(_ appearances: [ContentsAppearance]?) {
        var result = AssetAppearance.any
        for entry in appearances ?? [] {
            switch (entry.appearance.lowercased(), entry.value.lowercased()) {
            case ("luminosity", "dark"): if result != .unsupported { result = .dark }
            case ("luminosity", "light"): if result != .unsupported { result = .light }
            case ("luminosity", "any"): continue
            default: result = .unsupported
            }
        }
        self = result
    }

    /// The appearances to try for a colour scheme, best first.
    package static func preference(for colorScheme: ColorScheme) -> [AssetAppearance] {
        colorScheme == .dark ? [.dark, .any, .light] : [.light, .any, .dark]
    }

}
