import Foundation
import Vellum
import VellumRaster

/// Renders previews into a folder: one SVG per preview at
/// `<folder>/<File>/<preview name>.svg` and an `index.html` that shows them
/// all, a section per module, with a `summary.json` (``GallerySummary``) that
/// `vellum merge-reports` combines across shards. A preview that throws gets an error tile; the
/// others are still drawn. An image or colour the asset catalog lacks is
/// drawn as SwiftUI draws it (an empty image, a clear colour) and named
/// under its picture. With ``pngScale`` set, each SVG gets its PNG beside
/// it (`<name>.png`), drawn by librsvg. With ``audits`` set, each picture
/// is audited for accessibility and the findings listed under it.
///
/// ```swift
/// let result = try PreviewGallery(device: .iPhone15Pro).write(PreviewDiscovery.previews(inModule: "MyApp"),
///                                                            to: URL(fileURLWithPath: "previews"))
/// ```
package struct PreviewGallery {
    /// What a gallery run made.
    package struct Result: Sendable {
        /// The page's entries, one per file or provider.
        package var entries: [GalleryPage.Entry]
        /// The previews that threw, with their errors.
        package var failures: [(preview: String, error: String)]
        /// The previews drawn with assets missing (`Image 'Hero'`), each with those assets.
        package var missingAssets: [(preview: String, missingAssets: [String])] = []
        /// The previews whose picture did not settle, with what kept changing.
        package var unsettled: [(preview: String, diagnostic: String)] = []
        /// How many SVG files were written.
        package var files: Int
        /// How many PNG files were written (none unless ``PreviewGallery/pngScale`` is set).
        package var pngFiles = 0
        /// The previews the accessibility audits found issues in, with the issues (none unless ``PreviewGallery/audits`` is set).
        package var accessibilityIssues: [(preview: String, issues: [String])] = []
        /// Every preview drawn (or that threw), as the run's `summary.json` lists them.
        package var previews: [GallerySummary.Preview] = []
    }

    /// The device previews are drawn on (a provider's `previewDevice` wins).
    package var device: Device
    /// Where previews' named images and colours are looked up.
    package var assets = AssetCatalog()
    /// The pixels per point of a PNG written beside each SVG, or nil (the default) for no PNGs.
    package var pngScale: Double?
    /// The accessibility audits to run on each picture, or nil (the default) for none.
    package var audits: AccessibilityAuditType?
    /// The shard to draw (``PreviewShard``), or nil (the default) for every preview.
    package var shard: PreviewShard?
    /// Whether each picture's view tree (`SVGRenderer.viewTree()`) is written beside it, as
    /// `<name>.tree.txt`, for `vellum review`'s view-tree diff (off by default).
    package var writesViewTrees = false
    /// The system design previews' chrome and controls are drawn in (iOS 18's by default).
    package var platformLook = PlatformLook.iOS18
    /// The variants each preview is drawn in, one file each (`<name>.<variant>.svg`); empty (the default) for
    /// one picture each, in the preview's own.
    package var variants: [Variant] = []
    /// The modules whose previews are listed in the summary as skipped (``GallerySummary/Preview/skipped``) but not
    /// drawn: `vellum review` knows they are the same on both sides.
    package var skippedModules: Set<String> = []

    /// A gallery on `device`.
    package init(device: Device = .iPhone15Pro, assets: AssetCatalog = AssetCatalog()) {
        self.device = device; self.assets = assets
    }

    /// Renders `previews` (those of ``shard`` when set) into `folder` (created if needed) and writes
    /// its `index.html` and `summary.json` (``GallerySummary``), both in the summary's canonical order.
    package func write(_ previews: [DiscoveredPreview], to folder: URL, title: String = "Previews") throws -> Result {
        let result = try render(previews.filter { shard?.contains($0) ?? true }, into: folder)
        try GallerySummary(title: title, shard: shard?.description, previews: result.previews).write(to: folder)
        return result
    }

    /// Renders `previews` into `folder`, at `<subfolder>/<File>/<name>.svg`, and returns
    /// the page entries (sections named `section`, or after each preview's module).
    package func render(_ previews: [DiscoveredPreview], into folder: URL, subfolder: String? = nil, section: String? = nil) throws -> Result {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var entries: [GalleryPage.Entry] = []
        var failures: [(preview: String, error: String)] = []
        var warnings: [(preview: String, missingAssets: [String])] = []
        var unsettledPreviews: [(preview: String, diagnostic: String)] = []
        var written = 0, pngs = 0
        var audited: [(preview: String, issues: [String])] = []
        var summaries: [GallerySummary.Preview] = []
        for preview in previews {
            for variant in variants.isEmpty ? [nil] : variants.map(Optional.some) {
                let suffix = variant.map { "." + PreviewFileName.make($0.name) } ?? ""
                let path = (subfolder.map { "\($0)/" } ?? "") + "\(PreviewFileName.make(preview.group))/\(PreviewFileName.make(preview.name))\(suffix).svg"
                let described = preview.description + (variant.map { " (\($0.name))" } ?? "")
                var file = GalleryPage.File(path: path, caption: preview.name + (variant.map { " · \($0.name)" } ?? ""))
                let skipped = skippedModules.contains(preview.moduleName)
                drawing: do {
                    if skipped { break drawing }   // listed in the summary, not drawn
                    var renderer = try preview.renderer(device: device)
                    renderer.assets = assets
                    renderer.platformLook = platformLook
                    if let variant { renderer = renderer.applying(variant) }
                    // A missing image or colour is drawn as SwiftUI draws it and named on the tile.
                    let (drawn, missing, unsettled) = try renderer.svgDrawingMissingAssets()
                    let svg = SVGStamp.current.applied(to: drawn)   // which Vellum and fonts drew it
                    let url = folder.appendingPathComponent(path)
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try AtomicFile.write(Data(svg.utf8), to: url)
                    if writesViewTrees {
                        try AtomicFile.write(Data(try renderer.viewTree().utf8), to: url.deletingPathExtension().appendingPathExtension("tree.txt"))
                    }
                    file.missingAssets = missing
                    file.unsettled = unsettled
                    if !missing.isEmpty { warnings.append((described, missing)) }
                    if let unsettled { unsettledPreviews.append((described, unsettled)) }
                    written += 1
                    if let pngScale {
                        try AtomicFile.write(try SVGRasterizer().png(svg: svg, scale: pngScale), to: url.deletingPathExtension().appendingPathExtension("png"))
                        file.pngPath = (path as NSString).deletingPathExtension + ".png"
                        pngs += 1
                    }
                    if let audits {
                        file.accessibilityIssues = try renderer.accessibilityAudit(for: audits).map(\.description)
                        if !file.accessibilityIssues.isEmpty { audited.append((described, file.accessibilityIssues)) }
                    }
                } catch {
                    file.error = "\(error)"
                    failures.append((described, "\(error)"))
                }
                let isScreen = preview.traits.allSatisfy { trait in
                    trait != .sizeThatFitsLayout && !(Self.isFixed(trait))
                }
                let name = "\(preview.moduleName)-\(preview.group)"
                let title = preview.fileID.map { ($0 as NSString).lastPathComponent } ?? preview.group
                summaries.append(GallerySummary.Preview(
                    module: preview.moduleName, source: preview.fileID ?? "\(preview.moduleName).\(preview.typeName ?? "")", line: preview.line ?? 0, ordinal: preview.ordinal,
                    name: preview.name, entry: name, title: title, section: section ?? preview.moduleName, isScreen: isScreen, svg: path,
                    png: file.pngPath, error: file.error, missingAssets: file.missingAssets, unsettled: file.unsettled,
                    accessibilityIssues: file.accessibilityIssues, variant: variant?.name, skipped: skipped ? true : nil))
                if skipped { continue }
                if let last = entries.indices.last, entries[last].name == name {
                    entries[last].files.append(file)
                    entries[last].isScreen = entries[last].isScreen && isScreen
                } else {
                    entries.append(GalleryPage.Entry(name: name, title: title,
                                                     section: section ?? preview.moduleName, files: [file], isScreen: isScreen))
                }
            }
        }
        return Result(entries: entries, failures: failures, missingAssets: warnings, unsettled: unsettledPreviews, files: written, pngFiles: pngs,
                      accessibilityIssues: audited, previews: summaries)
    }

    private static func isFixed(_ trait: PreviewTrait<Preview.ViewTraits>) -> Bool {
        if case .layout(.fixed) = trait.value { return true }
        return false
    }
}
