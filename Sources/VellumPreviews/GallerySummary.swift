import Foundation
import Vellum

/// The machine-readable record of one `vellum previews` run, written beside
/// the gallery's `index.html` as `summary.json`: which Vellum and fonts drew
/// it, the shard it covers, and every preview with its files and findings.
///
/// Previews are listed in one canonical order (module, file, line, then as
/// declared), not the order they were found in, so the summaries of shards `1/N` … `N/N`
/// merge (``merged(_:)``) into exactly the summary of the unsharded run, and
/// the gallery page drawn from it (``pageHTML``) is the same page.
///
/// ```swift
/// let summary = try GallerySummary.read(from: URL(fileURLWithPath: "previews-2"))
/// print(summary.shard ?? "all", summary.previews.count)
/// ```
package struct GallerySummary: Codable, Equatable, Sendable {
    /// One preview of the run.
    package struct Preview: Codable, Equatable, Sendable {
        /// The module that declares it.
        package var module: String
        /// Its file as `#fileID` spells it (`MyApp/Card.swift`), or its provider (`MyApp.Card_Previews`).
        package var source: String
        /// Its line in ``source`` (0 for a provider's previews).
        package var line: Int
        /// Its place among the previews of its declaration (``DiscoveredPreview/ordinal``).
        package var ordinal: Int
        /// Its name (`Preview 1` when unnamed).
        package var name: String
        /// The gallery entry (file or provider) it is shown in, its title and section.
        package var entry: String
        /// The entry's title: the file's name or the provider's.
        package var title: String
        /// The section the entry is listed under.
        package var section: String
        /// Whether it is a device screen (laid out larger) rather than a small canvas.
        package var isScreen: Bool
        /// Its SVG, relative to the gallery folder.
        package var svg: String
        /// Its PNG, relative to the gallery folder, when one was written.
        package var png: String?
        /// The error it threw instead of drawing, if it did.
        package var error: String?
        /// The assets it names that the catalog lacks.
        package var missingAssets: [String]
        /// What kept changing, when its picture did not settle.
        package var unsettled: String?
        /// What the accessibility audits found, when they ran.
        package var accessibilityIssues: [String]
        /// The variant it was drawn in (`dark`, `accessibility3`), nil for the preview's own.
        package var variant: String? = nil
        /// Whether it was left undrawn, its module skipped (`vellum review` knows it is the same on both sides).
        package var skipped: Bool? = nil

        /// The canonical order: module, file, line, place in the declaration, then name and file path.
        static func precedes(_ a: Preview, _ b: Preview) -> Bool {
            (a.module, a.source, a.line, a.ordinal, a.name, a.svg) < (b.module, b.source, b.line, b.ordinal, b.name, b.svg)
        }
    }

    /// The file name of a summary in its gallery folder.
    package static let fileName = "summary.json"

    /// The Vellum version that drew the gallery.
    package var vellumVersion: String
    /// The bundled font set's identity.
    package var fonts: String
    /// The page's title.
    package var title: String
    /// The shard this run drew (`2/8`), nil for every preview.
    package var shard: String?
    /// The previews, in canonical order.
    package var previews: [Preview]

    /// A summary of `previews` (sorted into canonical order).
    package init(vellumVersion: String = VellumVersion.current, fonts: String = SVGStamp.current.fonts, title: String,
                 shard: String? = nil, previews: [Preview]) {
        self.vellumVersion = vellumVersion; self.fonts = fonts; self.title = title; self.shard = shard
        self.previews = previews.sorted(by: Preview.precedes)
    }

    /// How many previews threw or have accessibility findings: the run's exit status is 1 when any do.
    package var problemCount: Int { previews.filter { $0.error != nil || !$0.accessibilityIssues.isEmpty }.count }

    /// The gallery page's entries, a file or provider each, in the summary's order.
    package var entries: [GalleryPage.Entry] {
        var entries: [GalleryPage.Entry] = []
        for preview in previews where preview.skipped != true {
            var file = GalleryPage.File(path: preview.svg, caption: preview.name + (preview.variant.map { " · \($0)" } ?? ""), error: preview.error, missingAssets: preview.missingAssets)
            file.unsettled = preview.unsettled
            file.pngPath = preview.png
            file.accessibilityIssues = preview.accessibilityIssues
            if let last = entries.indices.last, entries[last].name == preview.entry, entries[last].section == preview.section {
                entries[last].files.append(file)
                entries[last].isScreen = entries[last].isScreen && preview.isScreen
            } else {
                entries.append(GalleryPage.Entry(name: preview.entry, title: preview.title, section: preview.section,
                                                 files: [file], isScreen: preview.isScreen))
            }
        }
        return entries
    }

    /// The gallery's `index.html` for this summary.
    package var pageHTML: String {
        GalleryPage.html(entries, title: title, summary: "files of previews, rendered from SwiftUI code by <code>vellum previews</code>.")
    }

    /// The summary as JSON: keys sorted, two-space indents, so the same run gives the same bytes.
    package func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0a)
        return data
    }

    /// Writes `summary.json` and `index.html` into `folder`.
    package func write(to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try AtomicFile.write(try json(), to: folder.appendingPathComponent(Self.fileName))
        try AtomicFile.write(Data(pageHTML.utf8), to: folder.appendingPathComponent("index.html"))
    }

    /// The summary in `folder`'s `summary.json`.
    ///
    /// - Throws: `VellumError` naming the file when it is missing or not a summary.
    package static func read(from folder: URL) throws -> GallerySummary {
        let url = folder.appendingPathComponent(fileName)
        guard let data = try? Data(contentsOf: url) else {
            throw VellumError(.unreadableFile, subject: url.path,
                              message: "\(url.path) is missing or unreadable: is \(folder.path) the --out folder of a `vellum previews` run?")
        }
        do {
            return try JSONDecoder().decode(GallerySummary.self, from: data)
        } catch {
            throw VellumError(.corruptFile, subject: url.path,
                              message: "\(url.path) is not a summary written by `vellum previews` \(VellumVersion.current): \(error)")
        }
    }
}
