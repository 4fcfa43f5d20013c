import VellumXML

/// One SVG document parsed and canonicalised, as ``SVGDiff`` sees it.
///
/// Its ``text`` prints one node per line with attributes sorted and values in
/// canonical spelling (`#FF0000`, absolute path commands, transforms as one
/// matrix), which is handy to look at what a comparison ignores.
///
/// ```swift
/// let form = try SVGCanonicalForm(#"<svg><rect y="1e1" fill="red" x="0"/></svg>"#)
/// print(form.text)
/// // <svg>
/// //   <rect fill="#FF0000" x="0" y="10"/>
/// // </svg>
/// ```
public struct SVGCanonicalForm: Sendable {
    let tree: CanonicalTree

    /// Parses and canonicalises `svg`.
    ///
    /// - Parameters:
    ///   - svg: The document's text.
    ///   - name: The name used in errors, e.g. the file's path.
    ///   - options: Tolerance (for hashing) and input limits.
    /// - Throws: ``XMLDiffError`` for empty, binary, oversized, too deep,
    ///   malformed or entity-declaring input.
    public init(_ svg: String, name: String = "input", options: SVGDiffOptions = SVGDiffOptions()) throws {
        do {
            tree = try CanonicalTreeBuilder.build(svg, name: name, options: options)
        } catch let error as XMLReadError {
            throw XMLDiffError(error)
        }
    }

    /// The number of element and text nodes kept after canonicalisation.
    public var nodeCount: Int { tree.nodes.count }

    /// The canonical text, one node per line, ending with a newline.
    public var text: String { CanonicalTextWriter.text(of: tree) }
}
