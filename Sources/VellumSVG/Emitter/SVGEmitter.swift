/// Prints a render tree as an SVG document. It does no geometry and no style
/// logic: every coordinate and paint is already absolute and concrete, and
/// every region it writes comes from the render tree.
///
/// ```swift
/// var emitter = SVGEmitter()
/// let svg = emitter.document(nodes, size: CGSize(width: 393, height: 852), background: .white)
/// ```
package struct SVGEmitter {
    /// How text is written: glyph outlines (default) or selectable `<text>`.
    package var textOutput: SVGTextOutput = .outlines
    /// The font-family stack of `<text>` output.
    package static let fontFamily = "Inter, -apple-system, 'SF Pro Text', 'Helvetica Neue', Arial, sans-serif"
    /// The font-family stack of monospaced `<text>` output.
    package static let monospacedFontFamily = "'JetBrains Mono', ui-monospace, Menlo, monospace"

    var defs = DefsTable()

    /// Creates an emitter.
    package init(textOutput: SVGTextOutput = .outlines) { self.textOutput = textOutput }

    /// The document for `nodes` on a canvas of `size` points (with a matching
    /// viewBox), over `background` (the system background of the colour scheme).
    /// Content that blends is wrapped in an isolated group with the background,
    /// so it blends with the picture and never with a page the SVG is placed on.
    package mutating func document(_ nodes: [RenderNode], size: CGSize, background: RGBAColor?) -> String {
        defs = DefsTable()
        let w = SVGNumber.format(size.width), h = SVGNumber.format(size.height)
        var body = XMLWriter()
        let isolate = nodes.contains(where: \.containsBlendMode)
        if isolate { body.open("g", [("style", "isolation:isolate")]) }
        if let background, background.alpha > 0 {
            body.empty("rect", [("width", w), ("height", h)] + colorAttributes("fill", background, 1))
        }
        for n in nodes { emit(n, into: &body) }
        if isolate { body.close() }
        var doc = XMLWriter()
        doc.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", w), ("height", h), ("viewBox", "0 0 \(w) \(h)")])
        if !defs.isEmpty {
            doc.open("defs")
            doc.append(defs.writer)
            doc.close()
        }
        doc.append(body)
        doc.close()
        return doc.output + "\n"
    }

    // MARK: Nodes

    /// Writes one node; `extra` attributes (a folded group opacity) go on its element.
    mutating func emit(_ node: RenderNode, into w: inout XMLWriter, extra: [(String, String)] = []) {
        switch node {
        case .group(let g): emitGroup(g, into: &w)
        case .path(let p): emitPath(p, into: &w, extra: extra)
        case .text(let t): emitText(t, into: &w, extra: extra)
        case .image(let i): emitImage(i, into: &w, extra: extra)
        }
    }

    private mutating func emitPath(_ p: RenderPath, into w: inout XMLWriter, extra: [(String, String)]) {
        guard !p.path.isEmpty, p.fill != nil || p.stroke != nil else { return }
        var attrs: [(String, String)]
        let name: String
        if let r = SVGPathData.rectangle(p.path) {
            name = "rect"
            attrs = [("x", SVGNumber.format(r.minX)), ("y", SVGNumber.format(r.minY)),
                     ("width", SVGNumber.format(r.width)), ("height", SVGNumber.format(r.height))]
            attrs.removeAll { ($0.0 == "x" || $0.0 == "y") && $0.1 == "0" }
        } else {
            name = "path"
            attrs = [("d", SVGPathData.string(p.path))]
        }
        if let fill = p.fill {
            attrs += paintAttributes("fill", fill)
            if p.evenOdd { attrs.append(("fill-rule", "evenodd")) }
        } else {
            attrs.append(("fill", "none"))
        }
        if let stroke = p.stroke {
            attrs += paintAttributes("stroke", stroke)
            attrs += strokeStyleAttributes(p.strokeStyle)
        }
        attrs += extra
        if let css = p.blendMode.cssName { attrs.append(("style", "mix-blend-mode:\(css)")) }
        w.empty(name, attrs)
    }

    /// Stroke attributes that differ from SVG's defaults. SwiftUI's miter
    /// limit is 10 where SVG's is 4, so a miter join always writes it.
    private func strokeStyleAttributes(_ s: StrokeStyle) -> [(String, String)] {
        var attrs: [(String, String)] = []
        if s.lineWidth != 1 { attrs.append(("stroke-width", SVGNumber.format(s.lineWidth))) }
        switch s.lineCap {
        case .butt: break
        case .round: attrs.append(("stroke-linecap", "round"))
        case .square: attrs.append(("stroke-linecap", "square"))
        }
        switch s.lineJoin {
        case .miter:
            let limit = s.miterLimit.isFinite ? Swift.max(1, s.miterLimit) : 10
            if SVGNumber.format(limit) != "4" { attrs.append(("stroke-miterlimit", SVGNumber.format(limit))) }
        case .round: attrs.append(("stroke-linejoin", "round"))
        case .bevel: attrs.append(("stroke-linejoin", "bevel"))
        }
        // SVG ignores a whole dash array with a negative or non-finite entry,
        // and draws nothing for one that sums to zero; CoreGraphics draws solid.
        let dash = s.dash
        if !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.contains(where: { $0 > 0 }) {
            attrs.append(("stroke-dasharray", SVGNumber.list(dash)))
            if s.dashPhase.isFinite, SVGNumber.format(s.dashPhase) != "0" { attrs.append(("stroke-dashoffset", SVGNumber.format(s.dashPhase))) }
        }
        return attrs
    }

    private mutating func emitText(_ t: RenderText, into w: inout XMLWriter, extra: [(String, String)]) {
        let runs = t.runs.filter { run in
            if textOutput == .outlines, let outline = run.outline { return !outline.isEmpty }
            return !run.text.isEmpty
        }
        guard !runs.isEmpty else { return }
        w.open("g", [("role", "img"), ("aria-label", t.label)] + extra)
        for run in runs {
            if textOutput == .outlines, let outline = run.outline {
                w.empty("path", [("d", SVGPathData.string(outline))] + paintAttributes("fill", run.paint))
                continue
            }
            var attrs: [(String, String)] = []
            let count = run.text.count
            if run.characterOffsets.count == count, count > 1 {
                attrs.append(("x", SVGNumber.list(run.characterOffsets.map { $0 + run.origin.x })))
            } else {
                attrs.append(("x", SVGNumber.format(run.origin.x)))
            }
            attrs.append(("y", SVGNumber.format(run.origin.y)))
            attrs.append(("font-family", run.font.design == .monospaced ? Self.monospacedFontFamily : Self.fontFamily))
            attrs.append(("font-size", SVGNumber.format(run.font.size)))
            if run.font.weight != 400 { attrs.append(("font-weight", String(run.font.weight))) }
            if run.font.italic { attrs.append(("font-style", "italic")) }
            attrs += paintAttributes("fill", run.paint)
            w.open("text", attrs)
            w.text(run.text)
            w.close()
        }
        w.close()
    }

    private mutating func emitImage(_ i: RenderImage, into w: inout XMLWriter, extra: [(String, String)]) {
        guard i.rect.width > 0, i.rect.height > 0 else { return }
        var attrs = [("x", SVGNumber.format(i.rect.minX)), ("y", SVGNumber.format(i.rect.minY)),
                     ("width", SVGNumber.format(i.rect.width)), ("height", SVGNumber.format(i.rect.height)),
                     ("preserveAspectRatio", "none")]
        attrs.removeAll { ($0.0 == "x" || $0.0 == "y") && $0.1 == "0" }
        // Chromium and Firefox honour it; librsvg 2.54 smooths regardless.
        if i.interpolation == .none { attrs.append(("image-rendering", "pixelated")) }
        attrs.append(("href", Self.dataURI(i.image)))
        if !i.image.name.isEmpty { attrs.append(("aria-label", i.image.name)) }
        w.empty("image", attrs + extra)
    }

    static func dataURI(_ image: ImageData) -> String {
        "data:" + image.format.mimeType + ";base64," + image.bytes.base64EncodedString()
    }
}
