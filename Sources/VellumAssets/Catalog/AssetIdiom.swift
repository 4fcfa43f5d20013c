import VellumGeometry

/// Ranks `Contents.json` idioms for Vellum's devices (phones first, then tablets).
package enum AssetIdiom {
    /// How well an idiom suits Vellum's devices (lower is better); absent means `universal`.
    package static func rank(_ idiom: String?) -> Int {
        switch idiom?.lowercased() ?? "universal" {
        case "universal": return 0
        case "iphone": return 1
        case "ipad": return 2
        default: return 3
        }
    }
}
