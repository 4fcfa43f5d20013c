import Foundation
import VellumCore
import VellumRender

/// Prints a render tree as an SVG document. It does no geometry and no style
/// logic: every coordinate and paint is already absolute and concrete, and
/// every region it writes comes from the render tree.
///
/// ```swift
/// var emitter = SVGEmitter()
/// let svg = emitter.document(nodes, size: CGSize(width: 393, height: 852), background: .white)
/// ```
///
/// Elements are written attribute by attribute straight into the writer's
/// bytes, numbers and path data spelled in place, with no attribute lists or
/// strings per element; the document string is made once, at the end.
package struct SVGEmitter {
    /// How text is written: glyph outlines (default) or selectable `<text>`.
    package var textOutput: SVGTextOutput = .outlines
    /// The font-family stack of `<text>` output.
    package static let fontFamily = "Inter, -apple-system, 'SF Pro Text', 'Helvetica Neue', Arial, sans-serif"
    /// The font-family stack of monospaced `<text>` output.
    package static let monospacedFontFamily = "'JetBrains Mono', ui-monospace, Menlo, monospace"

    /// The definitions of the document being written.
    var defs = DefsTable()
    /// The background of the document being written, under every backdrop.
    var background: RGBAColor?
    /// The canvas of the document being written, in its coordinates.
    var canvas = CGRect.zero

    /// Creates an emitter.
    package init(textOutput: SVGTextOutput = .outlines) { self.textOutput = textOutput }

    /// The document for `nodes` on a canvas of `size` points (with a matching
    /// viewBox), over `background` (the system background of the colour scheme).
    /// Content that blends is wrapped in an isolated group with the background,
    /// so it blends with the picture and never with a page the SVG is placed on.
    package mutating func document(_ nodes: [RenderNode], size: CGSize, background: RGBAColor?) -> String {
        defs = DefsTable()
        self.background = background
        canvas = CGRect(origin: .zero, size: size)
        // Nothing wholly outside the canvas (or its clip) is written; backdrops
        // then refer to what is left behind them.
        let nodes = RenderBackdropResolver.resolve(RenderTreeCuller.cull(nodes, visible: CGRect(origin: .zero, size: size)))
        let w = Double(size.width), h = Double(size.height)
        var body = XMLWriter()
        let isolate = nodes.contains(where: \.containsBlendMode)
        if isolate { body.open("g"); body.attribute("style", "isolation:isolate") }
        if let background, background.alpha > 0 {
            body.open("rect")
            body.attribute("width", number: w)
            body.attribute("height", number: h)
            writeColor("fill", background, 1, into: &body)
            body.close()
        }
        for n in nodes { emit(n, into: &body) }
        if isolate { body.close() }
        var head = XMLWriter()
        head.open("svg")
        head.attribute("xmlns", "http://www.w3.org/2000/svg")
        head.attribute("width", number: w)
        head.attribute("height", number: h)
        head.attribute("viewBox", numbers: [0, 0, size.width, size.height])
        if !defs.isEmpty {
            head.open("defs")
            head.append(defs.writer)
            head.close()
        }
        return head.document(enclosing: body, trailer: "\n")
    }

    // MARK: Nodes

    /// Writes one node; `extra` attributes (a folded group opacity) go on its element.
    mutating func emit(_ node: borrowing RenderNode, into w: inout XMLWriter, extra: [(String, String)] = []) {
        switch node {
        case .group(let g): emitGroup(g, into: &w)
        case .path(let p): emitPath(p, into: &w, extra: extra)
        case .text(let t): emitText(t, into: &w, extra: extra)
        case .image(let i): emitImage(i, into: &w, extra: extra)
        case .backdrop(let b): emitBackdrop(b, into: &w)
        }
    }

    /// A `<rect>` when the path is one axis-aligned rectangle, else a `<path>`.
    private mutating func emitPath(_ p: RenderPath, into w: inout XMLWriter, extra: [(String, String)]) {
        guard !p.path.isEmpty, p.fill != nil || p.stroke != nil else { return }
        if let r = SVGPathData.rectangle(p.path) {
            w.open("rect")
            w.attribute("x", nonZeroNumber: Double(r.minX))
            w.attribute("y", nonZeroNumber: Double(r.minY))
            w.attribute("width", number: Double(r.width))
            w.attribute("height", number: Double(r.height))
        } else {
            w.open("path")
            w.attribute("d", path: p.path)
        }
        if let fill = p.fill {
            writePaint("fill", fill, into: &w)
            if p.evenOdd { w.attribute("fill-rule", "evenodd") }
        } else {
            w.attribute("fill", "none")
        }
        if let stroke = p.stroke {
            writePaint("stroke", stroke, into: &w)
            Self.writeStrokeStyle(p.strokeStyle, into: &w)
        }
        for (k, v) in extra { w.attribute(k, v) }
        if let css = p.blendMode.cssName { w.attribute("style", "mix-blend-mode:" + css) }
        w.close()
    }

    /// An `<image>` with its bytes inline, stretched to its rectangle.
    private mutating func emitImage(_ i: RenderImage, into w: inout XMLWriter, extra: [(String, String)]) {
        guard i.rect.width > 0, i.rect.height > 0 else { return }
        w.open("image")
        w.attribute("x", nonZeroNumber: Double(i.rect.minX))
        w.attribute("y", nonZeroNumber: Double(i.rect.minY))
        w.attribute("width", number: Double(i.rect.width))
        w.attribute("height", number: Double(i.rect.height))
        w.attribute("preserveAspectRatio", "none")
        // Chromium and Firefox honour it; librsvg 2.54 smooths regardless.
        if i.interpolation == .none { w.attribute("image-rendering", "pixelated") }
        w.attribute("href", Self.dataURI(i.image))
        if !i.image.name.isEmpty { w.attribute("aria-label", i.image.name) }
        for (k, v) in extra { w.attribute(k, v) }
        w.close()
    }

    /// The image's bytes as a base64 `data:` URI.
    static func dataURI(_ image: ImageData) -> String {
        "data:" + image.format.mimeType + ";base64," + image.bytes.base64EncodedString()
    }
}
