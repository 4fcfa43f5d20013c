import Foundation
import VellumXML

/// An HTML page kept as files (an HTML file and the style sheets and scripts
/// it links), made into one self-contained document with its text filled in.
///
/// The HTML file is a page a browser or a linter can open as it is. Here each
/// `<link rel="stylesheet" href="NAME">` in it becomes `<style>…</style>` and
/// each `<script src="NAME"></script>` becomes `<script>…</script>`, with the
/// file NAME beside it inline (its last line break dropped), and each
/// `{{slot}}` becomes a value escaped as HTML text: a value can never be
/// markup. Slots are read from the HTML file only, before the files are
/// inlined, so a `{{` in a style sheet or script is just text.
///
/// ```swift
/// let page = try PageTemplate(named: "preview.html", in: folder)
/// page.filled(["title": "Cards <previews>"])   // …<title>Cards &lt;previews&gt;</title>…
/// ```
package struct PageTemplate: Sendable {
    /// Why a page's files do not make a page.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// A run of markup, or a place for a value.
    private enum Piece: Sendable {
        case markup(String)
        case slot(String)
    }

    private let pieces: [Piece]

    /// The names of the slots, in the order they first appear.
    package let slots: [String]

    /// The page of the HTML file `name` in `folder`, with the files it links read from `folder`.
    package init(named name: String, in folder: URL) throws {
        func read(_ name: String) throws -> String {
            let url = folder.appendingPathComponent(name)
            do { return try String(contentsOf: url, encoding: .utf8) } catch {
                throw Failure(description: "Could not read \(url.path): \(error.localizedDescription)")
            }
        }
        try self.init(html: try read(name), linked: read)
    }

    /// The page of `html`, with `linked` giving the text of each file it links by name.
    package init(html: String, linked: (String) throws -> String) throws {
        var pieces: [Piece] = []
        var slots: [String] = []
        var rest = Substring(html)
        while let open = rest.range(of: "{{") {
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw Failure(description: "A {{ without }} in the page: \(rest[open.lowerBound...].prefix(40))")
            }
            let name = String(rest[open.upperBound..<close.lowerBound])
            guard let first = name.first, first.isASCII, first.isLetter,
                  name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
                throw Failure(description: "'{{\(name)}}' in the page is not a slot name (letters, digits, - and _)")
            }
            pieces.append(.markup(try Self.inlining(String(rest[..<open.lowerBound]), linked)))
            pieces.append(.slot(name))
            if !slots.contains(name) { slots.append(name) }
            rest = rest[close.upperBound...]
        }
        pieces.append(.markup(try Self.inlining(String(rest), linked)))
        self.pieces = pieces
        self.slots = slots
    }

    /// The page with every slot replaced by its value in `values`, escaped as HTML text.
    /// Every slot must have a value.
    package func filled(_ values: [String: String]) -> String {
        var page = ""
        for piece in pieces {
            switch piece {
            case let .markup(markup):
                page += markup
            case let .slot(name):
                guard let value = values[name] else { preconditionFailure("no value for the page's slot {{\(name)}}") }
                page += XMLEscaper.attribute.escaping(value)
            }
        }
        return page
    }

    /// The tags that link a file, as (before the name, after it, the element it becomes).
    private static let links = [(#"<link rel="stylesheet" href=""#, #"">"#, "style"), (#"<script src=""#, #""></script>"#, "script")]

    /// `markup` with its linked style sheets and scripts inline, read in one pass (an inlined file is not read again).
    private static func inlining(_ markup: String, _ linked: (String) throws -> String) throws -> String {
        var done = ""
        var rest = Substring(markup)
        while let (start, closing, element) = links.compactMap({ link in rest.range(of: link.0).map { ($0, link.1, link.2) } })
                .min(by: { $0.0.lowerBound < $1.0.lowerBound }) {
            guard let end = rest[start.upperBound...].range(of: closing) else {
                throw Failure(description: "An unfinished link to a file in the page: \(rest[start.lowerBound...].prefix(60))")
            }
            let name = String(rest[start.upperBound..<end.lowerBound])
            var text = try linked(name)
            if text.hasSuffix("\n") { text.removeLast() }
            if text.lowercased().contains("</\(element)") {
                throw Failure(description: "\(name) contains </\(element), which would end its <\(element)> early")
            }
            done += rest[..<start.lowerBound] + "<\(element)>\(text)</\(element)>"
            rest = rest[end.upperBound...]
        }
        return done + rest
    }
}
