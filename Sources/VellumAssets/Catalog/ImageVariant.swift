import Foundation
import VellumCore
import VellumGeometry

/// One file of an image asset: its scale, appearance and idiom.
package struct ImageVariant: Hashable, Sendable {
    /// The image file.
    package var file: URL
    /// The scale: 1, 2 or 3 (1 for single-scale and loose files without `@2x`).
    package var scale: CGFloat
    /// The appearance it is for.
    package var appearance: AssetAppearance
    /// The `Contents.json` idiom (`universal` for loose files).
    package var idiom: String

    /// Creates a variant.
    package init(file: URL, scale: CGFloat = 1, appearance: AssetAppearance = .any, idiom: String = "universal") {
        self.file = file; self.scale = scale; self.appearance = appearance; self.idiom = idiom
    }

    /// The best variant for a colour scheme and display scale: the preferred appearance
    /// (dark falls back to any, then light), then the best idiom, then the scale
    /// closest to `displayScale` (on a tie, the larger).
    package static func best(
        of variants: [ImageVariant], colorScheme: ColorScheme, displayScale: CGFloat
    ) -> ImageVariant? {
        let target = displayScale.isFinite && displayScale > 0 ? displayScale : 1
        for appearance in AssetAppearance.preference(for: colorScheme) {
            let candidates = variants.filter { $0.appearance == appearance }
            let best = candidates.min { a, b in
                let rankA = AssetIdiom.rank(a.idiom), rankB = AssetIdiom.rank(b.idiom)
                if rankA != rankB { return rankA < rankB }
                let distanceA = abs(a.scale - target), distanceB = abs(b.scale - target)
                if distanceA != distanceB { return distanceA < distanceB }
                return a.scale > b.scale
            }
            if let best { return best }
        }
        return nil
    }

    /// The scale written in `Contents.json` (`"2x"` → 2); `nil` or unreadable means 1.
    package static func scale(from text: String?) -> CGFloat {
        guard let text, text.lowercased().hasSuffix("x"), let value = Double(text.dropLast()),
              value.isFinite, value > 0, value <= 16
        else { return 1 }
        return CGFloat(value)
    }
}
