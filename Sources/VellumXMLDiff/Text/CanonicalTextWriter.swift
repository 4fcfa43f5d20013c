import VellumXML

/// Renders nodes of a ``CanonicalTree`` as lines of canonical XML-like text:
/// attributes sorted, values in canonical spelling, two-space indentation.
enum CanonicalTextWriter {
    /// The line for a node's start tag (or its text), or for its end tag.
    static func line(_ index: Int, closing: Bool, in tree: CanonicalTree) -> String {
        let node = tree.nodes[index]
        let indent = String(repeating: "  ", count: node.depth)
        if closing {
            return indent + "</" + node.name + ">"
        }
        if node.isText {
            return indent + XMLEscaper.minimal(quotes: false).escaping(node.text)
        }
        var text = indent + "<" + node.name
        for attribute in tree.attributes(of: node) {
            let value = attribute.name == "id" ? attribute.raw : ValueDisplay.string(attribute.value)
            text += " " + attribute.name + "=\"" + XMLEscaper.minimal(quotes: true).escaping(value) + "\""
        }
        text += node.childRange.isEmpty ? "/>" : ">"
        return text
    }

    /// Visits the lines of a whole subtree in order: `(node, closing)`.
    static func forEachLine(ofSubtree root: Int, in tree: CanonicalTree, _ body: (Int, Bool) -> Void) {
        var stack: [(Int, Bool)] = [(root, false)]
        while let (index, closing) = stack.popLast() {
            body(index, closing)
            if closing { continue }
            let node = tree.nodes[index]
            guard !node.childRange.isEmpty else { continue }
            stack.append((index, true))
            for child in tree.children(of: node).reversed() {
                stack.append((child, false))
            }
        }
    }

    /// The whole tree as text, one node per line, ending with a newline.
    static func text(of tree: CanonicalTree) -> String {
        guard !tree.nodes.isEmpty else { return "" }
        var output = ""
        forEachLine(ofSubtree: tree.root, in: tree) { index, closing in
            output += line(index, closing: closing, in: tree)
            output += "\n"
        }
        return output
    }
}
