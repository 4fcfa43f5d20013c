import Foundation

extension LayoutResult {
    /// The placed tree as text, one view per line with its frame:
    ///
    /// ```
    /// padding (112.667, 407.333, 167.667, 37.333)
    /// └─ VStack (128.667, 423.333, 135.667, 5.333)
    /// ```
    package var dump: String {
        var lines: [String] = []
        func visit(_ n: PlacedNode, _ prefix: String, _ childPrefix: String) {
            let f = n.frame
            lines.append("\(prefix)\(nodes[n.id].name) (\(Self.format(f.minX)), \(Self.format(f.minY)), \(Self.format(f.width)), \(Self.format(f.height)))")
            for (i, c) in n.children.enumerated() {
                let last = i == n.children.count - 1
                visit(c, childPrefix + (last ? "└─ " : "├─ "), childPrefix + (last ? "   " : "│  "))
            }
        }
        visit(root, "", "")
        return lines.joined(separator: "\n")
    }

    /// Up to three decimals, zeros trimmed.
    package static func format(_ v: CGFloat) -> String {
        let r = (v * 1000).rounded() / 1000
        if r == r.rounded() { return String(Int(r)) }
        var s = String(format: "%.3f", r)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    /// A string as the debug dumps (the view tree, the accessibility tree)
    /// write it: in double quotes, with `"`, `\`, line breaks, tabs and
    /// other control characters escaped, so it never breaks a line.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
