import Foundation
import VellumXML

extension ReviewReport {
    /// `index.html`: the counts, then each changed preview's (each variant's) picture at the base, at the head and
    /// their difference (``ReviewDifference``) side by side with its list of changes and its view tree's changed
    /// lines, then the added, removed and
    /// failed previews. The pictures are embedded (`data:` URLs of the SVGs in `report`), so the page is one
    /// self-contained file; every text goes through ``XMLEscaper``.
    func pageHTML(in report: URL) -> String {
        func escape(_ text: String) -> String { XMLEscaper.html.escaping(text) }
        func image(_ path: String?, _ alt: String) -> String {
            guard let path, let data = try? Data(contentsOf: report.appendingPathComponent(path)) else { return "<p class=\"none\">no picture</p>" }
            return "<img alt=\"\(escape(alt))\" src=\"data:image/svg+xml;base64,\(data.base64EncodedString())\">"
        }
        func heading(_ preview: Preview) -> String {
            "<h3 id=\"\(escape(preview.anchor))\"><code>\(escape(preview.source))</code> · \(escape(preview.name))"
                + (preview.variant.map { " · <span class=\"variant\">\(escape($0))</span>" } ?? "") + "</h3>"
        }
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Vellum review</title>
            <style>
            body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #1d1d1f; }
            code { font: 12px ui-monospace, monospace; }
            .pair { display: flex; gap: 24px; align-items: flex-start; flex-wrap: wrap; }
            .pair figure { margin: 0; } .pair img { border: 1px solid #d2d2d7; max-width: 420px; }
            ul.changes { font: 12px ui-monospace, monospace; } .none, .error { color: #b00020; }
            </style></head><body>
            <h1>Vellum review</h1>
            <p>Base <code>\(escape(String(baseCommit.prefix(12))))</code> (the merge base of <code>\(escape(baseRef))</code> and HEAD) → head <code>\(escape(String(headCommit.prefix(12))))</code>, drawn by Vellum \(escape(vellumVersion))\(shard.map { " (shard \(escape($0)))" } ?? ""); \(escape(rendered)).</p>
            <p id="counts">\(escape(countsLine))</p>
            \(differenceNote.map { "<p class=\"error\">\(escape($0))</p>\n" } ?? "")

            """
        html += "<h2 id=\"changed\">Changed (\(changed.count))</h2>\n"
        for (index, preview) in changed.enumerated() {
            html += "<section class=\"changed\">\(heading(preview))\n<div class=\"pair\"><figure>\(image(preview.base, "before"))<figcaption>before</figcaption></figure>"
            html += "<figure>\(image(preview.head, "after"))<figcaption>after</figcaption></figure>"
            if let difference = preview.difference {
                let count = preview.regions?.count ?? 0
                html += "<figure class=\"difference\">\(image(difference, "difference"))<figcaption>difference: \(count) changed region\(count == 1 ? "" : "s")</figcaption></figure>"
            }
            html += "</div>\n<ul class=\"changes\">\n"
            for change in preview.changes ?? [] { html += "<li>\(escape(change.description))</li>\n" }
            html += "</ul>"
            if let tree = preview.viewTreeChanges {
                html += "<details class=\"view-tree\" open><summary>view tree</summary><pre>\(escape(tree.joined(separator: "\n")))</pre></details>"
            }
            html += "</section>\n"
            // After a preview's last changed variant, its variants that did not change.
            let next = changed.indices.contains(index + 1) ? changed[index + 1] : nil
            if next.map({ ($0.source, $0.name) != (preview.source, preview.name) }) ?? true {
                for same in unchangedVariants where (same.source, same.name) == (preview.source, preview.name) {
                    html += "<section class=\"unchanged-variant\">\(heading(same))\n<div class=\"pair\"><figure>\(image(same.head, "unchanged"))"
                    html += "<figcaption>unchanged in this variant</figcaption></figure></div></section>\n"
                }
            }
        }
        for (title, id, list) in [("Added", "added", added), ("Removed", "removed", removed)] {
            html += "<h2 id=\"\(id)\">\(title) (\(list.count))</h2>\n"
            for preview in list {
                html += "<section class=\"\(id)\">\(heading(preview))\n\(image(preview.head ?? preview.base, id))</section>\n"
            }
        }
        html += "<h2 id=\"failed\">Failed (\(failed.count))</h2>\n"
        for preview in failed {
            html += "<section class=\"failed\">\(heading(preview))\n<p class=\"error\">\(escape(preview.error ?? ""))</p></section>\n"
        }
        html += "</body></html>\n"
        return html
    }
}
