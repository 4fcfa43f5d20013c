import VellumCore
import VellumGeometry

/// Makes an SVG file safe to inline into a rendered page.
///
/// It checks that the document is well-formed (one `<svg>` root, tags nested and
/// closed, only predefined entities), refuses DTDs that declare entities, drops the
/// XML declaration, DOCTYPE, comments and processing instructions, and removes
/// what ``SVGSafetyPolicy`` forbids. Kept markup is copied as written.
///
/// ```swift
/// let clean = try SVGSanitizer.sanitize(Array(data), name: "Logo.svg")
/// clean.removed   // ["<script>", "onload on <svg>"]
/// ```
package enum SVGSanitizer {
    /// The sanitised document.
    ///
    /// - Parameter name: the file, named in errors.
    /// - Throws: `VellumError` `.corruptFile` when the file is not UTF-8, not
    ///   well-formed, not rooted at `<svg>`, nested too deeply, or declares entities.
    package static func sanitize(_ bytes: [UInt8], name: String) throws -> SanitizedSVG {
        func corrupt(_ problem: String, fix: String = "Fix the markup or re-export the SVG.") -> VellumError {
            .corruptFile(name, "is not a usable SVG file: it \(problem)", fix: fix)
        }
        guard String(validating: bytes, as: UTF8.self) != nil else { throw corrupt("is not valid UTF-8 text") }
        var scanner = XMLScanner(bytes: bytes, name: name)
        var output: [UInt8] = []
        var open: [String] = []
        var skipUntilDepth: Int?
        var style: (outputStart: Int, css: String)?
        var rootAttributes: [XMLAttribute]?
        var rootClosed = false
        var removed: [String] = []

        while let token = try scanner.next() {
            switch token {
            case .comment, .processingInstruction:
                continue
            case .doctype(let declaresEntities):
                if declaresEntities {
                    throw corrupt("declares entities in a DOCTYPE, which Vellum refuses (they can expand without bound or read files)",
                                  fix: "Remove the <!DOCTYPE …> declaration and write the entities out.")
                }
                guard rootAttributes == nil else { throw corrupt("has a DOCTYPE after the root element") }
            case .text(let raw), .cdata(let raw):
                let isCDATA = raw.hasPrefix("<![CDATA[")
                if !isCDATA, let reference = XMLReferences.firstInvalidReference(in: raw) {
                    throw corrupt("uses the reference '\(reference)'; only &lt; &gt; &amp; &quot; &apos; and character references are allowed")
                }
                if open.isEmpty {
                    guard !isCDATA, raw.allSatisfy(\.isWhitespace) else { throw corrupt("has content outside the root element") }
                    continue
                }
                guard skipUntilDepth == nil else { continue }
                output += raw.utf8
                if style != nil {
                    style?.css += isCDATA ? String(raw.dropFirst(9).dropLast(3)) : XMLReferences.expand(raw)
                }
            case .startTag(let tag, let attributes, let selfClosing):
                let isRoot = open.isEmpty
                if isRoot {
                    guard !rootClosed else { throw corrupt("has more than one root element") }
                    guard XMLName.local(tag) == "svg" else { throw corrupt("has the root element <\(tag)>, not <svg>") }
                    rootAttributes = attributes
                }
                guard open.count < DecodingLimits.maximumSVGDepth else {
                    throw corrupt("nests elements more than \(DecodingLimits.maximumSVGDepth) deep")
                }
                try check(attributes, of: tag, corrupt: corrupt)
                if !selfClosing { open.append(tag) } else if isRoot { rootClosed = true }
                guard skipUntilDepth == nil else { continue }
                if let reason = SVGSafetyPolicy.reasonToRemove(element: tag, attributes: attributes) {
                    removed.append(reason)
                    if !selfClosing { skipUntilDepth = open.count }
                    continue
                }
                let start = output.count
                output += "<\(tag)".utf8
                for attribute in attributes {
                    if SVGSafetyPolicy.allows(attribute) {
                        output += " \(attribute.markup)".utf8
                    } else {
                        removed.append("\(attribute.name) on <\(tag)>")
                    }
                }
                if isRoot, !attributes.contains(where: { $0.name == "xmlns" }) {
                    output += " xmlns=\"http://www.w3.org/2000/svg\"".utf8
                }
                output += (selfClosing ? "/>" : ">").utf8
                if XMLName.local(tag) == "style", !selfClosing { style = (start, "") }
            case .endTag(let tag):
                guard let last = open.last else { throw corrupt("closes </\(tag)> that was never opened") }
                guard last == tag else { throw corrupt("closes </\(tag)> where </\(last)> was expected") }
                defer {
                    open.removeLast()
                    if open.isEmpty { rootClosed = true }
                }
                if let depth = skipUntilDepth {
                    if depth == open.count { skipUntilDepth = nil }
                    continue
                }
                output += "</\(tag)>".utf8
                if XMLName.local(tag) == "style", let sheet = style {
                    style = nil
                    if !SVGSafetyPolicy.allowsStyleSheet(sheet.css) {
                        output.removeSubrange(sheet.outputStart...)
                        removed.append("<\(tag)> with external references")
                    }
                }
            }
        }
        guard let rootAttributes else { throw corrupt("has no <svg> element") }
        if let unclosed = open.last { throw corrupt("ends before <\(unclosed)> is closed (the file may be truncated)") }
        return SanitizedSVG(bytes: output, rootAttributes: rootAttributes, removed: removed)
    }

    /// Refuses duplicate attributes and invalid references in attribute values.
    private static func check(
        _ attributes: [XMLAttribute], of tag: String, corrupt: (String, String) -> VellumError
    ) throws {
        var seen = Set<String>()
        for attribute in attributes {
            guard seen.insert(attribute.name).inserted else {
                throw corrupt("repeats the attribute '\(attribute.name)' in <\(tag)>", "Fix the markup or re-export the SVG.")
            }
            if let reference = XMLReferences.firstInvalidReference(in: attribute.rawValue) {
                throw corrupt("uses the reference '\(reference)' in '\(attribute.name)' of <\(tag)>; only predefined entities are allowed",
                              "Fix the markup or re-export the SVG.")
            }
        }
    }
}
