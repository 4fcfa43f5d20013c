/// Prints a render tree as an SVG document. It does no geometry and no style
/// logic: every coordinate and paint is already absolute and concrete.
package struct SVGEmitter {
    package var textOutput: SVGTextOutput = .outlines
    /// The font-family stack of `<text>` output.
    package static let fontFamily = "Inter, -apple-system, 'SF Pro Text', 'Helvetica Neue', Arial, sans-serif"

    private var defs = DefsTable()
    private var size = CGSize.zero

    package init(textOutput: SVGTextOutput = .outlines) { self.textOutput = textOutput }

    /// The document for `nodes` on a canvas of `size`, over `background`.
    package mutating func document(_ nodes: [RenderNode], size: CGSize, background: RGBAColor?) -> String {
        self.size = size
        defs = DefsTable()
        var body = XMLWriter()
        if let background, background.alpha > 0 {
            body.empty("rect", [("width", SVGNumber.format(size.width)), ("height", SVGNumber.format(size.height))] + colorAttributes("fill", background, 1))
        }
        for n in nodes { emit(n, into: &body) }
        var doc = XMLWriter()
        let w = SVGNumber.format(size.width), h = SVGNumber.format(size.height)
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

    private mutating func emit(_ node: RenderNode, into w: inout XMLWriter) {
        switch node {
        case .group(let g): emitGroup(g, into: &w)
        case .path(let p): emitPath(p, into: &w)
        case .text(let t): emitText(t, into: &w)
        case .image(let i): emitImage(i, into: &w)
        }
    }

    private mutating func emitGroup(_ g: RenderGroup, into w: inout XMLWriter) {
        guard !g.children.isEmpty else { return }
        if g.isPlain { for c in g.children { emit(c, into: &w) }; return }
        var attrs: [(String, String)] = []
        if let t = g.transform, !t.isIdentity {
            attrs.append(("transform", "matrix(" + SVGNumber.list([t.a, t.b, t.c, t.d, t.tx, t.ty]) + ")"))
        }
        if g.opacity < 1 { attrs.append(("opacity", SVGNumber.format(g.opacity))) }
        if let clip = g.clip {
            let d = SVGPathData.string(clip.path)
            let id = defs.id(prefix: "c", key: d + (clip.evenOdd ? "e" : "")) { dw, id in
                dw.open("clipPath", [("id", id)])
                dw.empty("path", [("d", d)] + (clip.evenOdd ? [("clip-rule", "evenodd")] : []))
                dw.close()
            }
            attrs.append(("clip-path", "url(#\(id))"))
        }
        if let mask = g.mask {
            var mw = XMLWriter()
            for m in mask { emit(m, into: &mw) }
            let content = mw.output
            let (w0, h0) = (SVGNumber.format(size.width), SVGNumber.format(size.height))
            let id = defs.id(prefix: "m", key: content) { dw, id in
                dw.open("mask", [("id", id), ("maskUnits", "userSpaceOnUse"), ("x", "0"), ("y", "0"), ("width", w0), ("height", h0),
                                 ("mask-type", "alpha"), ("style", "mask-type:alpha")])
                dw.append(mw)
                dw.close()
            }
            attrs.append(("mask", "url(#\(id))"))
        }
        if let s = g.shadow, s.color.alpha > 0 {
            let key = [s.color.hexRGB, SVGNumber.format(s.color.alpha), SVGNumber.format(s.radius), SVGNumber.format(s.offset.width), SVGNumber.format(s.offset.height)].joined(separator: ",")
            let id = defs.id(prefix: "f", key: key) { dw, id in
                dw.open("filter", [("id", id), ("x", "-50%"), ("y", "-50%"), ("width", "200%"), ("height", "200%"), ("color-interpolation-filters", "sRGB")])
                dw.empty("feGaussianBlur", [("in", "SourceAlpha"), ("stdDeviation", SVGNumber.format(s.radius / 2))])
                dw.empty("feOffset", [("dx", SVGNumber.format(s.offset.width)), ("dy", SVGNumber.format(s.offset.height)), ("result", "blur")])
                dw.empty("feFlood", [("flood-color", s.color.hexRGB), ("flood-opacity", SVGNumber.format(s.color.alpha))])
                dw.empty("feComposite", [("in2", "blur"), ("operator", "in"), ("result", "shadow")])
                dw.open("feMerge")
                dw.empty("feMergeNode", [("in", "shadow")])
                dw.empty("feMergeNode", [("in", "SourceGraphic")])
                dw.close()
                dw.close()
            }
            attrs.append(("filter", "url(#\(id))"))
        }
        if let css = g.blendMode.cssName { attrs.append(("style", "mix-blend-mode:\(css)")) }
        if let label = g.label { attrs.append(("role", "img")); attrs.append(("aria-label", label)) }
        w.open("g", attrs)
        for c in g.children { emit(c, into: &w) }
        w.close()
    }

    private mutating func emitPath(_ p: RenderPath, into w: inout XMLWriter) {
        var attrs: [(String, String)]
        let name: String
        if let r = SVGPathData.rectangle(p.path) {
            name = "rect"
            attrs = [("x", SVGNumber.format(r.minX)), ("y", SVGNumber.format(r.minY)),
                     ("width", SVGNumber.format(r.width)), ("height", SVGNumber.format(r.height))]
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
            let s = p.strokeStyle
            if s.lineWidth != 1 { attrs.append(("stroke-width", SVGNumber.format(s.lineWidth))) }
            switch s.lineCap {
            case .butt: break
            case .round: attrs.append(("stroke-linecap", "round"))
            case .square: attrs.append(("stroke-linecap", "square"))
            }
            switch s.lineJoin {
            case .miter: if s.miterLimit != 4 { attrs.append(("stroke-miterlimit", SVGNumber.format(Swift.max(1, s.miterLimit)))) }
            case .round: attrs.append(("stroke-linejoin", "round"))
            case .bevel: attrs.append(("stroke-linejoin", "bevel"))
            }
            let dash = s.dash.filter { $0.isFinite && $0 >= 0 }
            if !dash.isEmpty, dash.contains(where: { $0 > 0 }) {
                attrs.append(("stroke-dasharray", SVGNumber.list(dash)))
                if s.dashPhase != 0 { attrs.append(("stroke-dashoffset", SVGNumber.format(s.dashPhase))) }
            }
        }
        if let css = p.blendMode.cssName { attrs.append(("style", "mix-blend-mode:\(css)")) }
        w.empty(name, attrs)
    }

    private mutating func emitText(_ t: RenderText, into w: inout XMLWriter) {
        w.open("g", [("role", "img"), ("aria-label", t.label)])
        for run in t.runs {
            if textOutput == .outlines, let outline = run.outline {
                if outline.isEmpty { continue }
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
            attrs.append(("font-family", run.font.design == .monospaced ? "'JetBrains Mono', ui-monospace, Menlo, monospace" : Self.fontFamily))
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

    private mutating func emitImage(_ i: RenderImage, into w: inout XMLWriter) {
        guard i.rect.width > 0, i.rect.height > 0 else { return }
        var attrs = [("x", SVGNumber.format(i.rect.minX)), ("y", SVGNumber.format(i.rect.minY)),
                     ("width", SVGNumber.format(i.rect.width)), ("height", SVGNumber.format(i.rect.height)),
                     ("preserveAspectRatio", "none")]
        if i.interpolation == .none { attrs.append(("image-rendering", "pixelated")) }
        attrs.append(("href", Self.dataURI(i.image)))
        if !i.image.name.isEmpty { attrs.append(("aria-label", i.image.name)) }
        w.empty("image", attrs)
    }

    private static func dataURI(_ image: ImageData) -> String {
        "data:" + image.format.mimeType + ";base64," + image.bytes.base64EncodedString()
    }

    // MARK: Paints

    private func colorAttributes(_ name: String, _ c: RGBAColor, _ opacity: Double) -> [(String, String)] {
        var a = [(name, c.hexRGB)]
        let alpha = c.alpha * opacity
        if alpha < 1 { a.append((name + "-opacity", SVGNumber.format(alpha))) }
        return a
    }

    private mutating func paintAttributes(_ name: String, _ ref: PaintRef) -> [(String, String)] {
        switch ref.paint {
        case .color(let c):
            return colorAttributes(name, c, ref.opacity)
        case .linear(let g, let s, let e):
            let id = gradientID("linearGradient", g, [("x1", s.x), ("y1", s.y), ("x2", e.x), ("y2", e.y)], transform: nil)
            return [(name, "url(#\(id))")] + opacityAttribute(name, ref.opacity)
        case .radial(let g, let c, let r0, let r1, let t):
            // SwiftUI's radial gradients are concentric: the start radius is
            // written by remapping the stops, which every viewer draws alike.
            let remapped = ResolvedGradient(stops: g.stops.map { .init(color: $0.color, location: (r0 + $0.location * (r1 - r0)) / r1) }
                                            + (r0 > 0 ? [.init(color: g.stops.first?.color ?? .clear, location: 0)] : []))
            let id = gradientID("radialGradient", remapped, [("cx", c.x), ("cy", c.y), ("r", r1)], transform: t)
            return [(name, "url(#\(id))")] + opacityAttribute(name, ref.opacity)
        case .pattern(let image, let tile):
            let attrs = [("x", tile.minX), ("y", tile.minY), ("width", tile.width), ("height", tile.height)].map { ($0.0, SVGNumber.format($0.1)) }
            let uri = Self.dataURI(image)
            let key = attrs.map { $0.0 + "=" + $0.1 }.joined(separator: " ") + uri
            let id = defs.id(prefix: "p", key: key) { dw, id in
                dw.open("pattern", [("id", id), ("patternUnits", "userSpaceOnUse")] + attrs)
                dw.empty("image", [("width", SVGNumber.format(tile.width)), ("height", SVGNumber.format(tile.height)),
                                   ("preserveAspectRatio", "none"), ("href", uri)])
                dw.close()
            }
            return [(name, "url(#\(id))")] + opacityAttribute(name, ref.opacity)
        }
    }

    private func opacityAttribute(_ name: String, _ o: Double) -> [(String, String)] {
        o < 1 ? [(name + "-opacity", SVGNumber.format(o))] : []
    }

    private mutating func gradientID(_ element: String, _ g: ResolvedGradient, _ geometry: [(String, CGFloat)], transform: CGAffineTransform?) -> String {
        var attrs: [(String, String)] = [("gradientUnits", "userSpaceOnUse")] + geometry.map { ($0.0, SVGNumber.format($0.1)) }
        if let t = transform { attrs.append(("gradientTransform", "matrix(" + SVGNumber.list([t.a, t.b, t.c, t.d, t.tx, t.ty]) + ")")) }
        let stops: [[(String, String)]] = g.stops.map { s in
            var a = [("offset", SVGNumber.format(s.location)), ("stop-color", s.color.hexRGB)]
            if s.color.alpha < 1 { a.append(("stop-opacity", SVGNumber.format(s.color.alpha))) }
            return a
        }
        let key = element + attrs.map { $0.0 + "=" + $0.1 }.joined(separator: " ") + "|" + stops.map { $0.map { $0.1 }.joined(separator: ",") }.joined(separator: ";")
        return defs.id(prefix: "g", key: key) { dw, id in
            dw.open(element, [("id", id)] + attrs)
            for s in stops { dw.empty("stop", s) }
            dw.close()
        }
    }
}
