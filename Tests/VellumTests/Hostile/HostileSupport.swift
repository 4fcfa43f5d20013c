import Foundation
import Testing
import Vellum
import VellumTestSupport
import VellumXMLDiff

/// Helpers for the hostile-input tests: render, check well-formedness and
/// finiteness, and read back what the SVG says.
enum Hostile {
    /// Strings that would become markup, or break XML, if anything forgot to escape them.
    static let strings: [String] = [
        "<script>alert(1)</script>",
        "a & b &amp; &#x3C; &lt; &unknown;",
        "\"double\" 'single' `back`",
        "]]> <![CDATA[ x ]]>",
        "<!-- comment --> -- --->",
        "</svg><svg onload=\"alert(1)\">",
        "<?xml-stylesheet href=\"http://example.com/x.css\"?>",
        "<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>&e;",
        "nul\u{0}bell\u{7}bs\u{8}vt\u{B}ff\u{C}esc\u{1B}del\u{7F}us\u{1F}",
        "tab\tnewline\ncarriage\rreturn\r\n",
        "noncharacters \u{FFFE}\u{FFFF} private \u{E000} astral 𝄞 emoji 👩‍👩‍👧 flag 🇫🇷",
        "bidi \u{202E}override\u{202C} zero\u{200B}width combining e\u{301}",
        "url(#x) javascript:alert(1) data:text/html,<b>",
        String(repeating: "<&>\"'", count: 200),
    ]

    /// A 3 x 2 pixel RGBA PNG.
    static let smallPNG = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAE0lEQVR4nGP8z8DQwAAFTAxIAAAkNQGDFtuHOgAAAABJRU5ErkJggg==") ?? Data()

    /// `s` as XML keeps it: characters XML 1.0 cannot hold are dropped.
    static func xmlKept(_ s: String) -> String {
        var out = String.UnicodeScalarView()
        for u in s.unicodeScalars {
            let v = u.value
            if v == 0x9 || v == 0xA || v == 0xD || (0x20...0xD7FF).contains(v) || (0xE000...0xFFFD).contains(v) || (0x10000...0x10FFFF).contains(v) {
                out.append(u)
            }
        }
        return String(out)
    }

    /// Parses `svg` with libxml2, as the structural diff and as a query, and
    /// returns the query, or nil with an issue recorded when it is not well-formed.
    @discardableResult
    static func wellFormed(_ svg: String, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) -> SVGQuery? {
        do {
            _ = try SVGCanonicalForm(svg, name: context, options: SVGDiffOptions())
            return try SVGQuery(svg, source: context)
        } catch {
            Issue.record("\(context): not well-formed: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// The elements of `svg`, or none with an issue recorded when it is not well-formed.
    private static func elements(_ svg: String, _ context: String, sourceLocation: SourceLocation) -> [SVGQuery.Element] {
        do {
            return try SVGQuery(svg, source: context).elements
        } catch {
            Issue.record("\(context): \(error)", sourceLocation: sourceLocation)
            return []
        }
    }

    /// Records an issue when a number attribute of `svg` is `nan` or infinite.
    static func expectFinite(_ svg: String, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for element in elements(svg, context, sourceLocation: sourceLocation) {
            for (name, value) in element.attributes where !["href", "xlink:href", "aria-label", "role", "id", "font-family"].contains(name) {
                let lower = value.lowercased()
                if lower.contains("nan") || lower.contains("inf") {
                    Issue.record("\(context): <\(element.name) \(name)=\"\(value)\">", sourceLocation: sourceLocation)
                }
            }
        }
    }

    /// Records an issue when a number attribute of `svg` has more than 15 digits
    /// in a row: what `1e300` becomes when printed, which viewers read as infinity.
    static func expectShortNumbers(_ svg: String, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for element in elements(svg, context, sourceLocation: sourceLocation) {
            for (name, value) in element.attributes where !["href", "xlink:href", "aria-label", "id"].contains(name) {
                let digitRuns = value.split(whereSeparator: { !$0.isNumber })
                if let longest = digitRuns.map(\.count).max(), longest > 15 {
                    Issue.record("\(context): a \(longest)-digit number in <\(element.name) \(name)=\"\(value.prefix(60))…\">", sourceLocation: sourceLocation)
                }
            }
        }
    }

    /// The SVG of `view` on a plain canvas, or nil with an issue recorded when rendering throws.
    static func svg<V: View>(_ view: V, size: CGSize = CGSize(width: 200, height: 200), text: SVGTextOutput = .outlines,
                             _ context: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        var r = SVGRenderer(content: view, size: size)
        r.textOutput = text
        do {
            return try r.svg()
        } catch {
            Issue.record("\(context): render failed: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }
}
