import VellumCore
import VellumGeometry

/// One colour of a colour set, for one appearance and idiom.
///
/// The colour is kept as a result so that one unreadable colour fails only the
/// lookups that reach it, not the whole catalog.
package struct ColorVariant: Hashable, Sendable {
    /// The sRGB colour, or why it could not be read.
    package var color: Result<RGBAColor, VellumError>
    /// The appearance it is for.
    package var appearance: AssetAppearance
    /// The `Contents.json` idiom.
    package var idiom: String

    /// Creates a variant.
    package init(color: Result<RGBAColor, VellumError>, appearance: AssetAppearance = .any, idiom: String = "universal") {
        self.color = color; self.appearance = appearance; self.idiom = idiom
    }

    /// The best variant for a colour scheme: the preferred appearance (dark falls back
    /// to any, then light), then the best idiom.
    package static func best(of variants: [ColorVariant], colorScheme: ColorScheme) -> ColorVariant? {
        for appearance in AssetAppearance.preference(for: colorScheme) {
            let candidates = variants.filter { $0.appearance == appearance }
            if let best = candidates.min(by: { AssetIdiom.rank($0.idiom) < AssetIdiom.rank($1.idiom) }) { return best }
        }
        return nil
    }
}
