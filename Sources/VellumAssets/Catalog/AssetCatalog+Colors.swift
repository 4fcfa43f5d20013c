import VellumCore
import VellumGeometry

extension AssetCatalog {
    /// Whether the catalog has a colour set called `name` (no error built when it has not).
    package func containsColor(named name: String) -> Bool { colors[name] != nil }

    /// Whether the colour set `name` sets a colour (or cannot be read, which
    /// is an error to report): Xcode's template `AccentColor` set has one
    /// entry with no colour until one is picked.
    package func definesColor(named name: String) -> Bool {
        guard let asset = colors[name] else { return false }
        return asset.problem != nil || !asset.variants.isEmpty
    }

    /// The colour `name` for a colour scheme, in sRGB.
    ///
    /// The dark colour is used for `.dark` when the set has one, else the colour for
    /// any appearance, else the light one (and the reverse for `.light`). Display P3
    /// colours are converted to sRGB.
    ///
    /// - Throws: `VellumError` `.missingAsset` naming the colour and this catalog
    ///   (with near names), or `.corruptFile` naming the colour set's `Contents.json`.
    package func color(named name: String, colorScheme: ColorScheme) throws -> RGBAColor {
        guard let asset = colors[name] else {
            throw missing("Color", name, known: colorNames, add: "a colour set named '\(name)'")
        }
        let contents = asset.location.appendingPathComponent("Contents.json")
        if let problem = asset.problem { throw problem.inAsset("Color", named: name, catalog: catalogDescription, file: contents) }
        guard let variant = ColorVariant.best(of: asset.variants, colorScheme: colorScheme) else {
            throw VellumError(
                .missingAsset, subject: name,
                message: "Color '\(name)' in \(catalogDescription) defines no colours (\(relativePath(asset.location))). "
                    + "Set its colour in Xcode's colour inspector.")
        }
        switch variant.color {
        case .success(let color): return color
        case .failure(let error): throw error.inAsset("Color", named: name, catalog: catalogDescription, file: contents)
        }
    }
}
