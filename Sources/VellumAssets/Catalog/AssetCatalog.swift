import Foundation
import VellumGeometry

/// The images and colours that `Image("Name")` and `Color("Name")` resolve through:
/// an Xcode asset catalog (`.xcassets`) or a plain folder of image files.
///
/// It reads what Xcode writes: `.imageset` folders (1x/2x/3x files, light and dark
/// appearances), `.colorset` folders (sRGB, Display P3, extended and grey colour
/// spaces; components as fractions, 0–255 integers or hex), groups, and groups that
/// provide a namespace (`Icons/Star`). Loose `.png`, `.jpg` and `.svg` files are
/// images named after the file, with or without its extension.
///
/// ```swift
/// var renderer = SVGRenderer(content: CaptionedPhoto(), device: .iPhone15Pro)
/// renderer.assets = try AssetCatalog(contentsOf: URL(fileURLWithPath: "Assets.xcassets"))
/// print(renderer.assets.imageNames)   // ["Landscape", "Portrait"]
/// ```
///
/// Reading the catalog lists its assets; image files are read and checked when
/// they are looked up, so one damaged file only fails the views that use it.
public struct AssetCatalog: Hashable, Sendable {
    /// The catalog folder, or `nil` for the empty catalog.
    ///
    /// ```swift
    /// let catalog = try AssetCatalog(contentsOf: URL(fileURLWithPath: "Assets.xcassets"))
    /// catalog.url?.lastPathComponent   // "Assets.xcassets"
    /// ```
    public let url: URL?
    /// Image assets by name (with namespace prefixes).
    package let images: [String: ImageAsset]
    /// Colour assets by name (with namespace prefixes).
    package let colors: [String: ColorAsset]
    /// Image files by their own name in the catalog, for exact-file lookups.
    package let files: [String: ImageFileReference]
    /// The folders of the catalogs merged into this one after ``url``'s (`init(merging:)`).
    package private(set) var mergedURLs: [URL] = []

    /// An empty catalog: every lookup fails with a message saying no catalog was given.
    ///
    /// ```swift
    /// let none = AssetCatalog()
    /// none.imageNames   // []
    /// ```
    public init() {
        url = nil; images = [:]; colors = [:]; files = [:]
    }

    /// Reads the asset catalog, or folder of images, at `url`.
    ///
    /// ```swift
    /// let catalog = try AssetCatalog(contentsOf: URL(fileURLWithPath: "Assets.xcassets"))
    /// ```
    ///
    /// - Throws: `VellumError` when the folder does not exist or cannot be listed,
    ///   a group's `Contents.json` is malformed, or the catalog is beyond Vellum's
    ///   limits (32 folders deep, 50,000 entries). Problems inside one image or
    ///   colour set are thrown when that asset is looked up.
    public init(contentsOf url: URL) throws {
        let reader = try CatalogReader(root: url.standardizedFileURL)
        self.url = url.standardizedFileURL
        images = reader.images
        colors = reader.colors
        files = reader.files
    }

    /// One catalog with the assets of `catalogs`: where two have an asset of
    /// the same name, the earlier one's is kept. An app's targets each have
    /// a catalog, and Xcode's previews see them all.
    ///
    /// ```swift
    /// let app = try AssetCatalog(contentsOf: URL(fileURLWithPath: "App/Assets.xcassets"))
    /// let preview = try AssetCatalog(contentsOf: URL(fileURLWithPath: "App/Preview Content/Preview Assets.xcassets"))
    /// let both = AssetCatalog(merging: [app, preview])
    /// ```
    public init(merging catalogs: [AssetCatalog]) {
        guard catalogs.count != 1 else { self = catalogs[0]; return }
        url = catalogs.first?.url
        mergedURLs = catalogs.dropFirst().compactMap(\.url)
        var images: [String: ImageAsset] = [:], colors: [String: ColorAsset] = [:], files: [String: ImageFileReference] = [:]
        for catalog in catalogs {
            images.merge(catalog.images) { kept, _ in kept }
            colors.merge(catalog.colors) { kept, _ in kept }
            files.merge(catalog.files) { kept, _ in kept }
        }
        self.images = images; self.colors = colors; self.files = files
    }

    /// The image names, sorted: image sets and loose files (without extension),
    /// with namespace prefixes.
    ///
    /// ```swift
    /// catalog.imageNames   // ["Icons/Star", "Landscape", "Portrait"]
    /// ```
    public var imageNames: [String] { images.keys.sorted() }

    /// The colour names, sorted, with namespace prefixes.
    ///
    /// ```swift
    /// catalog.colorNames   // ["Brand/Accent", "TextContrast"]
    /// ```
    public var colorNames: [String] { colors.keys.sorted() }

    /// How messages refer to this catalog: `"the asset catalog at /path/Assets.xcassets"`.
    package var catalogDescription: String {
        guard let url else { return "the empty asset catalog" }
        guard !mergedURLs.isEmpty else { return "the asset catalog at \(url.path)" }
        return "the asset catalogs at " + ([url] + mergedURLs).map(\.path).joined(separator: ", ")
    }
}
