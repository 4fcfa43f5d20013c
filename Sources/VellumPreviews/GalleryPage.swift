import Foundation
import VellumXML

/// The gallery's index page: every example in a grid, its light and dark
/// pictures side by side, each linking to its SVG.
///
/// ```swift
/// let html = GalleryPage.html([GalleryPage.Entry(name: "settings", title: "Settings list", section: "Screens",
///                                                files: [.init(path: "settings.light.svg", caption: "Light")])])
/// ```
package enum GalleryPage {
    /// One picture of an example.
    package struct File: Sendable, Equatable {
        /// The file name, relative to the page.
        package var path: String
        /// What the picture shows: "Light", "Dark", "Preview 1".
        package var caption: String
        /// Why there is no picture: the error the preview threw.
        package var error: String?
        /// The assets the picture names but the catalog lacks (`Image 'Hero'`), drawn as SwiftUI draws them.
        package var missingAssets: [String] = []
        /// Why the picture did not settle (what kept changing), when it did not: the last pass is drawn.
        package var unsettled: String?
        /// The picture's PNG beside it, relative to the page, when one was written (`vellum previews --png`).
        package var pngPath: String?
        /// What the accessibility audits found in the picture, one line each (`vellum previews --audit`).
        package var accessibilityIssues: [String] = []
        /// Creates a file entry.
        package init(path: String, caption: String, error: String? = nil, missingAssets: [String] = []) {
            self.path = path; self.caption = caption; self.error = error; self.missingAssets = missingAssets
        }
    }

    /// One example and its pictures.
    package struct Entry: Sendable {
        /// The file-name-safe identifier.
        package var name: String
        /// The human title.
        package var title: String
        /// The section the example is listed under.
        package var section: String
        /// Its pictures, in order.
        package var files: [File]
        /// Whether the pictures are device screens (laid out larger) or small canvases.
        package var isScreen: Bool
        /// Creates an entry.
        package init(name: String, title: String, section: String, files: [File], isScreen: Bool = true) {
            self.name = name; self.title = title; self.section = section; self.files = files; self.isScreen = isScreen
        }
    }

    /// The page for `entries`, grouped by section in the order first seen.
    /// `title` heads the page; `summary` follows the counts (the command that made it).
    package static func html(_ entries: [Entry], title: String = "Vellum gallery",
                             summary: String = "examples, rendered from SwiftUI code by <code>vellum-examples gallery</code>.") -> String {
        var sections: [String] = []
        for entry in entries where !sections.contains(entry.section) { sections.append(entry.section) }
        var body = ""
        for section in sections {
            let members = entries.filter { $0.section == section }
            body += "<h2 id=\"\(escape(anchor(section)))\">\(escape(section)) <small>\(members.count)</small></h2>\n"
            for (kind, isScreen) in [("screens", true), ("canvases", false)] {
                let group = members.filter { $0.isScreen == isScreen }
                guard !group.isEmpty else { continue }
                body += "<div class=\"grid \(kind)\">\n" + group.map(card).joined() + "</div>\n"
            }
        }
        let count = entries.reduce(0) { $0 + $1.files.count }
        let navigation = sections.map { "<a href=\"#\(escape(anchor($0)))\">\(escape($0))</a>" }.joined(separator: " · ")
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <style>\(style)</style></head><body>
            <header><h1>\(escape(title))</h1>
            <p>\(entries.count) \(summary) \(count) SVG files. \
            Every picture links to its SVG. \(navigation)</p></header>
            <main>
            \(body)</main>
            </body></html>

            """
    }

    /// One example's card: title, name, pictures with captions.
    private static func card(_ entry: Entry) -> String {
        var pictures = ""
        for file in entry.files {
            if let error = file.error {
                pictures += "<figure class=\"failed\"><pre>\(escape(error))</pre>"
                    + "<figcaption>\(escape(file.caption))</figcaption></figure>"
                continue
            }
            let link = escape(percentEncoded(file.path))
            pictures += "<figure><a href=\"\(link)\"><img src=\"\(link)\" "
                + "alt=\"\(escape(entry.title)), \(escape(file.caption))\"></a>"
                + "<figcaption>\(escape(file.caption))\(png(file.pngPath))</figcaption>\(missing(file.missingAssets))\(unsettled(file.unsettled))\(audited(file.accessibilityIssues))</figure>"
        }
        // More than two pictures (a Dynamic Type range, the variants of a screen) take a whole row.
        let kind = entry.files.count > 2 ? "card wide" : "card"
        return "<section class=\"\(kind)\" id=\"\(escape(entry.name))\"><h3>\(escape(entry.title))</h3>"
            + "<code>\(escape(entry.name))</code><div class=\"pictures\">\(pictures)</div></section>\n"
    }

    /// The line naming the assets a picture lacks, or nothing.
    private static func missing(_ names: [String]) -> String {
        guard !names.isEmpty else { return "" }
        return "<p class=\"missing\">Not in the asset catalog, drawn as SwiftUI draws them (empty, clear): "
            + escape(names.joined(separator: ", ")) + "</p>"
    }

    /// A link to the picture's PNG after its caption, or nothing.
    private static func png(_ path: String?) -> String {
        guard let path else { return "" }
        return " · <a href=\"\(escape(percentEncoded(path)))\">PNG</a>"
    }

    /// The accessibility audits' findings under a picture, a list item each, or nothing.
    private static func audited(_ issues: [String]) -> String {
        guard !issues.isEmpty else { return "" }
        return "<p class=\"missing\">Accessibility audit: \(issues.count) issue\(issues.count == 1 ? "" : "s")</p><ul class=\"missing\">"
            + issues.map { "<li>" + escape($0) + "</li>" }.joined() + "</ul>"
    }

    private static func unsettled(_ diagnostic: String?) -> String {
        guard let diagnostic else { return "" }
        return "<p class=\"missing\">" + escape(diagnostic) + "</p>"
    }

    private static func escape(_ text: String) -> String { XMLEscaper.attribute.escaping(text) }

    /// `path` with every byte outside letters, digits, `/`, `.`, `-` and `_` as `%XX`.
    static func percentEncoded(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }

    private static func anchor(_ text: String) -> String {
        String(text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    /// The page's style sheet: `Page/gallery.css` of this target's resources, without the file's last line break.
    private static let style: String = {
        guard let url = Bundle.module.resourceURL?.appendingPathComponent("Page/gallery.css"),
              var text = try? String(contentsOf: url, encoding: .utf8) else {
            preconditionFailure("VellumPreviews' resources have no Page/gallery.css")
        }
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }()
}
