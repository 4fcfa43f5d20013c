import Foundation

extension ReviewReport {
    /// `comment.md`: a Markdown summary to post on a pull request, with the counts and a link to each changed,
    /// added, removed and failed preview's anchor in the report at `reportURL` (`index.html` by default, beside it).
    func comment(reportURL: String = "index.html") -> String {
        func code(_ text: String) -> String { "`" + text.replacingOccurrences(of: "`", with: "'") + "`" }
        func cell(_ text: String) -> String {
            text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
        }
        func link(_ preview: Preview) -> String {
            "[\(cell(preview.source)) · \(cell(preview.name))\(preview.variant.map { " · " + cell($0) } ?? "")](\(reportURL)#\(preview.anchor))"
        }
        var lines = [
            "### Vellum review\(shard.map { " (shard \($0))" } ?? ""): \(changed.count) changed, \(added.count) added, \(removed.count) removed, \(failed.count) failed",
            "",
            "Previews at \(code(String(headCommit.prefix(12)))) against the merge base \(code(String(baseCommit.prefix(12)))) of \(code(baseRef)); "
                + "\(unchanged) unchanged; \(rendered). [The report](\(reportURL)).",
        ]
        if !changed.isEmpty {
            lines += ["", "| Changed preview | Changes |", "| --- | --- |"]
            for preview in changed {
                let changes = preview.changes ?? []
                let first = changes.prefix(3).map { code($0.description) }.joined(separator: "<br>")
                lines.append("| \(link(preview)) | \(changes.count): \(first.replacingOccurrences(of: "|", with: "\\|"))\(changes.count > 3 ? " …" : "") |")
            }
        }
        for (title, list) in [("Added", added), ("Removed", removed), ("Failed", failed)] where !list.isEmpty {
            lines += ["", "**\(title)**", ""]
            lines += list.map { "- \(link($0))" + ($0.error.map { ": \(cell($0))" } ?? "") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
