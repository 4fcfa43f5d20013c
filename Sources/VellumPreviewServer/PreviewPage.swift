import Foundation

/// The page `vellum preview` serves: self-contained HTML, CSS and script (no
/// network beyond this server). It lists the previews by file, draws the
/// selected ones (all when none is ticked) and keeps the choices, device,
/// orientation, colour scheme, Dynamic Type size, direction, language and
/// selection, in its address's query. It
/// listens to `/events`: while a build runs it says so, a failed build's
/// errors show beside the last good pictures, and a new build's pictures
/// replace the old ones in place, each once it has loaded, so the page
/// neither reloads nor scrolls. A picture drawn with assets the catalog
/// lacks names them under it (the `X-Missing-Assets` header).
///
/// The page is the files `Page/preview.html`, `preview.css` and `preview.js`
/// of this target's resources, made into one document by `PageTemplate`: the
/// style sheet and the script inline, the title escaped into its two slots.
package enum PreviewPage {
    /// The folder of the page's files, as this target's resources hold them.
    package static var folder: URL {
        guard let resources = Bundle.module.resourceURL else { preconditionFailure("VellumPreviewServer's resources have no folder") }
        return resources.appendingPathComponent("Page", isDirectory: true)
    }

    /// The page's files, read once.
    private static let template: PageTemplate = {
        do { return try PageTemplate(named: "preview.html", in: folder) } catch {
            preconditionFailure("vellum preview's page is broken: \(error)")
        }
    }()

    /// The page, headed `title`.
    package static func html(title: String) -> String {
        template.filled(["title": title])
    }
}
