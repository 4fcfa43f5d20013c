import VellumXML

/// Prints canonical values and element summaries for difference messages.
enum ValueDisplay {
    /// Colours as `#RRGGBB`, numbers trimmed, paths and transforms as written.
    static func string(_ attribute: CanonicalAttribute) -> String {
        switch attribute.value {
        case .path, .transform, .text:
            return AttributeValueParser.collapsingWhitespace(attribute.raw)
        default:
            return string(attribute.value)
        }
    }

    static func string(_ value: CanonicalValue) -> String {
        switch value {
        case .text(let text):
            return text
        case .number(let value):
            return CanonicalNumberFormat.string(value)
        case .numbers(let values, let unit):
            return values.map { CanonicalNumberFormat.string($0) + unit }.joined(separator: " ")
        case .color(let color):
            return color.display
        case .keyword(let keyword):
            return keyword == "currentcolor" ? "currentColor" : keyword
        case .reference(let id, let fallback):
            var text = "url(#\(id))"
            if let fallback { text += " " + string(fallback) }
            return text
        case .path(let path):
            return path.display
        case .transform(let matrix):
            let v = matrix.values
            if v[0] == 1, v[1] == 0, v[2] == 0, v[3] == 1 {
                return "translate(" + CanonicalNumberFormat.list([v[4], v[5]], separator: ",") + ")"
            }
            return "matrix(" + CanonicalNumberFormat.list(v, separator: ",") + ")"
        case .style(let declarations):
            return declarations.map { "\($0.property): \(string($0.value))" }.joined(separator: "; ")
        }
    }

    /// `<rect fill="#123456" x="30" …/>` with a descendant count, at most about 160 characters.
    static func summary(of index: Int, in tree: CanonicalTree) -> String {
        let node = tree.nodes[index]
        if node.isText {
            return "\"" + truncated(node.text, limit: 120) + "\""
        }
        var text = "<" + node.name
        for attribute in tree.attributes(of: node) {
            text += " \(attribute.name)=\"\(string(attribute))\""
        }
        text = truncated(text, limit: 150)
        text += node.childRange.isEmpty ? "/>" : ">"
        if node.subtreeSize > 1 {
            let count = node.subtreeSize - 1
            text += " (\(count) descendant\(count == 1 ? "" : "s"))"
        }
        return text
    }

    static func truncated(_ text: String, limit: Int) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(limit)) + "…"
    }
}
