import VellumCore
import VellumGeometry
import VellumXML

/// Makes an SVG file safe to inline into a rendered page.
///
/// It reads the document with `XMLReader` (libxml2 with no network, no DTD
/// loading and no entities but the predefined ones), so it must be well-formed
/// XML rooted at `<svg>` that declares no entities; it removes what
/// ``SVGSafetyPolicy`` forbids and writes the rest again with `XMLEscaper`,
/// without the XML declaration, DOCTYPE, comments and processing instructions.
/// What is written is what was read: attribute values double-quoted, text and
/// values escaped, an element without content self-closed.
///
/// ```swift
/// let clean = try SVGSanitizer.sanitize(Array(data), name: "Logo.svg")
/// clean.removed   // ["<script>", "onload on <svg>"]
/// ```
package enum SVGSanitizer {
    /// The SVG namespace, added to a root that does not declare a default namespace.
    private static let svgNamespace = "http://www.w3.org/2000/svg"

    /// One step of writing the kept tree.
    private enum Step {
        case open(Int)
        case text(String)
        case close(String)
    }

    /// The sanitised document.
    ///
    /// - Parameter name: the file, named in errors.
    /// - Throws: `VellumError` `.corruptFile` when the file is not UTF-8, not
    ///   well-formed, not rooted at `<svg>`, nested too deeply, or declares entities.
    package static func sanitize(_ bytes: [UInt8], name: String) throws -> SanitizedSVG {
        let tree = try read(bytes, name: name)
        let root = tree.root
        guard root.name.localName.lowercased() == "svg" else {
            throw corrupt(name, "has the root element <\(root.name)>, not <svg>")
        }
        var output: [UInt8] = []
        var removed: [String] = []
        var steps: [Step] = [.open(root.index)]
        while let step = steps.popLast() {
            switch step {
            case .text(let text):
                XMLEscaper.text.append(text, to: &output)
            case .close(let tag):
                output += "</\(tag)>".utf8
            case .open(let index):
                let element = tree.elements[index]
                let tag = element.name.qualifiedName
                let attributes = tree.attributes(of: element)
                if let reason = SVGSafetyPolicy.reasonToRemove(element: element.name, attributes: attributes) {
                    removed.append(reason)
                    continue
                }
                if element.name.localName.lowercased() == "style",
                   !SVGSafetyPolicy.allowsStyleSheet(tree.textContent(of: element)) {
                    removed.append("<\(tag)> with external references")
                    continue
                }
                output += "<\(tag)".utf8
                let namespaces = tree.namespaceDeclarations(of: element)
                for declaration in namespaces {
                    write(declaration.attributeName, declaration.uri, to: &output)
                }
                for attribute in attributes {
                    if SVGSafetyPolicy.allows(attribute) {
                        write(attribute.name.qualifiedName, attribute.value, to: &output)
                    } else {
                        removed.append("\(attribute.name) on <\(tag)>")
                    }
                }
                if element.parent == nil, !namespaces.contains(where: { $0.prefix == nil }) {
                    write("xmlns", svgNamespace, to: &output)
                }
                guard element.hasChildren else {
                    output += "/>".utf8
                    continue
                }
                output += ">".utf8
                steps.append(.close(tag))
                for child in tree.children(of: element).reversed() {
                    switch child {
                    case .element(let child): steps.append(.open(child))
                    case .text(let text): steps.append(.text(text))
                    }
                }
            }
        }
        return SanitizedSVG(bytes: output, rootAttributes: Array(tree.attributes(of: root)), removed: removed)
    }

    /// The document's tree, or the reason it cannot be read, naming the file.
    private static func read(_ bytes: [UInt8], name: String) throws -> XMLTree {
        // The reader counts depth from the root at 0: the limit is the deepest element's depth.
        let options = XMLReadOptions(
            maxDepth: DecodingLimits.maximumSVGDepth - 1, maxInputBytes: DecodingLimits.maximumFileBytes)
        do {
            return try XMLReader.read(bytes, source: name, options: options)
        } catch let error as XMLReadError {
            switch error.kind {
            case .entityDeclaration:
                throw corrupt(name, "declares entities in a DOCTYPE, which Vellum refuses (they can expand without bound or read files)",
                              fix: "Remove the <!DOCTYPE …> declaration and write the entities out.")
            case .tooDeep:
                throw corrupt(name, "nests elements more than \(DecodingLimits.maximumSVGDepth) deep")
            case .empty:
                throw corrupt(name, "has no <svg> element")
            case .binary, .malformed, .tooLarge:
                let line = error.line.map { "on line \($0), " } ?? ""
                throw VellumError.corruptFile(
                    name, "is not a well-formed SVG file: \(line)\(error.message)", fix: "Fix the markup or re-export the SVG.")
            }
        }
    }

    /// ` name="value"`, the value escaped for a double-quoted attribute.
    private static func write(_ name: String, _ value: String, to output: inout [UInt8]) {
        output += " \(name)=\"".utf8
        XMLEscaper.attribute.append(value, to: &output)
        output.append(UInt8(ascii: "\""))
    }

    /// The refusal of a file that is not a usable SVG.
    private static func corrupt(_ name: String, _ problem: String, fix: String = "Fix the markup or re-export the SVG.") -> VellumError {
        .corruptFile(name, "is not a usable SVG file: it \(problem)", fix: fix)
    }
}
