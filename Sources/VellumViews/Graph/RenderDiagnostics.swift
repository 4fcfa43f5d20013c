/// What the views of one render's last pass reported on the way without
/// stopping it: the assets drawn as missing and the keys shown untranslated,
/// as SwiftUI logs them. The view graph keeps them (`ViewGraph.diagnostics`);
/// a view reaches its graph through the environment (`viewGraph`).
///
/// ```swift
/// var diagnostics = RenderDiagnostics()
/// diagnostics.noteMissing(.image, "Hero")
/// diagnostics.missingAssets   // ["Image 'Hero'"]
/// ```
package struct RenderDiagnostics: Sendable, Equatable {
    /// What kind of asset was missing.
    package enum AssetKind: String, Sendable {
        /// `Image("Name")`, `UIImage(named:)`, `ImagePaint`.
        case image = "Image"
        /// `Color("Name")`, `UIColor(named:)`.
        case color = "Color"
        /// `Image(systemName:)` with a name Vellum's symbol library lacks.
        case symbol = "Symbol"
    }

    /// The assets drawn as missing, as `Image 'Hero'`, `Color 'Brand'`, in the order first met.
    package private(set) var missingAssets: [String] = []
    /// The localized keys without a translation for the locale they are shown
    /// in (a key of a table other than `Localizable` as `Table: key`), in the order first met.
    package private(set) var missingLocalizations: [String] = []

    package init() {}

    /// Records the asset `name` of `kind` once.
    package mutating func noteMissing(_ kind: AssetKind, _ name: String) {
        let entry = "\(kind.rawValue) '\(name)'"
        if !missingAssets.contains(entry) { missingAssets.append(entry) }
    }

    /// Records `key` of `table` once.
    package mutating func noteMissingLocalization(_ key: String, table: String?) {
        let entry = table.map { $0 == "Localizable" ? key : "\($0): \(key)" } ?? key
        if !missingLocalizations.contains(entry) { missingLocalizations.append(entry) }
    }
}
