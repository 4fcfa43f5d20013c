import VellumLayout

extension RenderNode {
    /// The render tree as text, one node per line, for test failures.
    package static func dump(_ nodes: [RenderNode]) -> String {
        var lines: [String] = []
        func visit(_ n: RenderNode, _ prefix: String, _ childPrefix: String) {
            switch n {
            case .group(let g):
                var parts = ["group"]
                if g.opacity < 1 { parts.append("opacity \(LayoutResult.format(g.opacity))") }
                if g.clip != nil { parts.append("clip") }
                if g.mask != nil { parts.append("mask") }
                if g.transform != nil { parts.append("transform") }
                if g.shadow != nil { parts.append("shadow") }
                for f in g.filters { parts.append("filter \(f.dumpName)") }
                if g.isolated { parts.append("isolated") }
                if g.blendMode != .normal { parts.append("blend \(g.blendMode)") }
                if let l = g.label { parts.append("label \"\(l)\"") }
                if let id = g.id { parts.append("id \(id)") }
                lines.append(prefix + parts.joined(separator: " "))
                for (i, c) in g.children.enumerated() {
                    let last = i == g.children.count - 1
                    visit(c, childPrefix + (last ? "└─ " : "├─ "), childPrefix + (last ? "   " : "│  "))
                }
            case .path(let p):
                let b = p.path.boundingRect
                var s = "path (\(LayoutResult.format(b.minX)), \(LayoutResult.format(b.minY)), \(LayoutResult.format(b.width)), \(LayoutResult.format(b.height)))"
                if let f = p.fill { s += " fill \(describe(f))" }
                if let st = p.stroke { s += " stroke \(describe(st)) width \(LayoutResult.format(p.strokeStyle.lineWidth))" }
                lines.append(prefix + s)
            case .text(let t):
                lines.append(prefix + "text \"\(t.label)\" runs \(t.runs.count)")
            case .backdrop(let b):
                let r = b.shape.path.boundingRect
                lines.append(prefix + "backdrop (\(LayoutResult.format(r.minX)), \(LayoutResult.format(r.minY)), \(LayoutResult.format(r.width)), \(LayoutResult.format(r.height))) blur \(LayoutResult.format(b.blur.radius)) sources \(b.sources.count)")
            case .image(let i):
                lines.append(prefix + "image \(i.image.name) (\(LayoutResult.format(i.rect.minX)), \(LayoutResult.format(i.rect.minY)), \(LayoutResult.format(i.rect.width)), \(LayoutResult.format(i.rect.height)))")
            }
        }
        for n in nodes { visit(n, "", "") }
        return lines.joined(separator: "\n")
    }

    private static func describe(_ p: PaintRef) -> String {
        switch p.paint {
        case .color(let c): return c.hexRGB + (c.alpha < 1 ? "@\(LayoutResult.format(c.alpha))" : "")
        case .linear: return "linear-gradient"
        case .radial: return "radial-gradient"
        case .pattern: return "pattern"
        }
    }
}
