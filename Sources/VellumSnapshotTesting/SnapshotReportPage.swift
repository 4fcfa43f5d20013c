import Foundation
import VellumXML

/// The HTML page written beside a failing snapshot: reference and actual side by
/// side, then the differences and the unified diff.
struct SnapshotReportPage: Sendable {
    var name: String
    var referencePath: String
    var actualPath: String
    var referenceSVG: String
    var actualSVG: String
    var differences: [String]
    var unifiedDiff: String
    /// The view tree's changed lines (`- 3: …`, `+ 3: …`), when a tree reference lies beside the SVG's.
    var treeChanges: [String] = []

    var html: String {
        let items = differences.map { "<li><code>\(Self.escaped($0))</code></li>" }.joined(separator: "\n")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Snapshot \(Self.escaped(name))</title>
            <style>
            body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #222; }
            .pair { display: flex; gap: 24px; align-items: flex-start; }
            figure { margin: 0; flex: 1; }
            figure img { max-width: 100%; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
            figcaption { font-weight: 600; margin-bottom: 6px; word-break: break-all; }
            pre { background: #f6f6f6; padding: 12px; overflow: auto; }
            </style>
            </head>
            <body>
            <h1>Snapshot “\(Self.escaped(name))” differs</h1>
            <div class="pair">
            <figure><figcaption>Reference: <a href="\(Self.fileURL(referencePath))">\(Self.escaped(referencePath))</a></figcaption>
            <img alt="reference" src="\(Self.dataURL(referenceSVG))"></figure>
            <figure><figcaption>Actual: <a href="\(Self.fileURL(actualPath))">\(Self.escaped(actualPath))</a></figcaption>
            <img alt="actual" src="\(Self.dataURL(actualSVG))"></figure>
            </div>
            <h2>\(differences.count) difference\(differences.count == 1 ? "" : "s")</h2>
            <ul>
            \(items)
            </ul>
            \(treeSection)
            <h2>Unified diff of the canonical text</h2>
            <pre>\(Self.escaped(unifiedDiff))</pre>
            </body>
            </html>

            """
    }

    /// The view tree's changes, or nothing.
    private var treeSection: String {
        guard !treeChanges.isEmpty else { return "" }
        return "<h2>View tree: \(treeChanges.count) changed line\(treeChanges.count == 1 ? "" : "s")</h2>\n<pre>"
            + Self.escaped(treeChanges.joined(separator: "\n")) + "</pre>"
    }

    static func dataURL(_ svg: String) -> String {
        "data:image/svg+xml;base64," + Data(svg.utf8).base64EncodedString()
    }

    static func fileURL(_ path: String) -> String {
        escaped(URL(fileURLWithPath: path).absoluteString)
    }

    /// `text` escaped for HTML text or a quoted attribute value.
    static func escaped(_ text: String) -> String {
        XMLEscaper.html.escaping(text)
    }
}
