import Foundation
import VellumCore
import VellumGeometry
import VellumXML

/// A symbol read from a small SVG file: its viewBox and one filled layer per
/// drawing element (`path`, `circle`, `ellipse`, `rect`, `line`, `polyline`,
/// `polygon`), with `g` groups, `transform`, `fill`, `fill-rule`, `stroke` and
/// `stroke-width` honoured. Strokes become filled outlines. An element whose
/// `class` contains "secondary" or "tertiary" (or SF Symbols' "hierarchical-1",
/// "hierarchical-2") goes to that hierarchy level.
struct SVGSymbolDocument {
    /// The viewBox, in the file's user units.
    var viewBox: CGRect
    /// The layers, in the file's user units (y down).
    var layers: [GlyphLayer]

    /// Parses `data` with `XMLReader`; `source` names the file or string in error messages.
    static func parse(_ data: Data, source: String) throws -> SVGSymbolDocument {
        guard data.count <= 4_000_000 else {
            throw VellumError(.tooLarge, subject: source, message:
                "The symbol SVG \(source) is \(data.count) bytes; symbols are limited to 4 MB. Simplify the drawing.")
        }
        let tree: XMLTree
        do {
            tree = try XMLReader.read(Array(data), source: source)
        } catch let error as XMLReadError {
            throw VellumError(.corruptFile, subject: source, message: message(for: error))
        }
        var reader = Reader(source: source, tree: tree)
        try reader.visit(tree.root, inherited: Style())
        guard let viewBox = reader.viewBox, viewBox.width > 0, viewBox.height > 0 else {
            throw VellumError(.corruptFile, subject: source, message:
                "The symbol SVG \(source) has no usable viewBox or width and height. Add viewBox=\"0 0 W H\" to its <svg> element.")
        }
        guard !reader.layers.isEmpty else {
            throw VellumError(.corruptFile, subject: source, message:
                "The symbol SVG \(source) draws nothing: it has no filled or stroked <path>, <circle>, <ellipse>, <rect>, <line>, <polyline> or <polygon>.")
        }
        return SVGSymbolDocument(viewBox: viewBox, layers: reader.layers)
    }

    /// What to say when the reader refuses `source`.
    private static func message(for error: XMLReadError) -> String {
        let source = error.source
        let line = error.line.map { "line \($0): " } ?? ""
        switch error.kind {
        case .malformed:
            return "The symbol SVG \(source) is not well-formed XML (\(line)\(error.message)). "
                + "Fix the file or export it again from your drawing tool."
        case .empty:
            return "\(source) has no <svg> root element. A symbol file must be an SVG document."
        case .binary, .entityDeclaration, .tooDeep, .tooLarge:
            return "The symbol SVG \(source) cannot be used: \(line)\(error.message)."
        }
    }

    /// Inherited presentation state for one element.
    private struct Style {
        var fill: String? = nil
        var fillRule = "nonzero"
        var stroke: String? = nil
        var strokeWidth: CGFloat = 1
        var transform = CGAffineTransform.identity
        var level = 0
    }

    /// Walks the element tree, each element with the style its ancestors give it.
    private struct Reader {
        /// Elements whose content draws nothing by itself.
        static let skipped: Set<String> = ["defs", "clipPath", "mask", "symbol", "title", "desc", "metadata", "style"]

        let source: String
        let tree: XMLTree
        var viewBox: CGRect?
        var layers: [GlyphLayer] = []

        init(source: String, tree: XMLTree) {
            self.source = source
            self.tree = tree
        }

        /// Applies `element`'s presentation attributes, reads the root's viewBox or
        /// draws a shape, then visits the children.
        mutating func visit(_ element: XMLTree.Element, inherited: Style) throws {
            let local = element.name.localName
            let isRoot = element.parent == nil
            if !isRoot && Self.skipped.contains(local) { return }
            let attributes = Dictionary(
                tree.attributes(of: element).map { ($0.name.qualifiedName, $0.value) }, uniquingKeysWith: { first, _ in first })
            var style = inherited
            try apply(attributes, to: &style)
            if isRoot {
                guard local == "svg" else { throw error("the root element is <\(local)>, not <svg>") }
                viewBox = try rootViewBox(attributes)
            } else {
                try draw(local, attributes, style)
            }
            for case .element(let child) in tree.children(of: element) {
                try visit(tree.elements[child], inherited: style)
            }
        }

        private func rootViewBox(_ a: [String: String]) throws -> CGRect? {
            if let text = a["viewBox"] {
                let v = numbers(text)
                guard v.count == 4 else { throw error("viewBox \"\(text)\" must be four numbers: min-x min-y width height") }
                return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
            }
            if let w = a["width"].flatMap(length), let h = a["height"].flatMap(length) {
                return CGRect(x: 0, y: 0, width: w, height: h)
            }
            return nil
        }

        private func apply(_ a: [String: String], to style: inout Style) throws {
            var a = a
            if let inline = a["style"] {
                for declaration in inline.split(separator: ";") {
                    let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                    if parts.count == 2 { a[parts[0]] = parts[1] }
                }
            }
            if let fill = a["fill"] { style.fill = fill }
            if let rule = a["fill-rule"] { style.fillRule = rule }
            if let stroke = a["stroke"] { style.stroke = stroke }
            if let width = a["stroke-width"].flatMap(length) { style.strokeWidth = width }
            if let t = a["transform"] { style.transform = try transform(t).concatenating(style.transform) }
            if let c = a["class"] {
                if c.contains("tertiary") || c.contains("hierarchical-2") { style.level = 2 }
                else if c.contains("secondary") || c.contains("hierarchical-1") { style.level = 1 }
                else if c.contains("primary") || c.contains("hierarchical-0") { style.level = 0 }
            }
        }

        private mutating func draw(_ element: String, _ a: [String: String], _ style: Style) throws {
            func n(_ key: String) -> CGFloat { a[key].flatMap(length) ?? 0 }
            var shape = Path()
            var closed = true
            switch element {
            case "path":
                shape = try Path(svgPathData: a["d"] ?? "", source: source)
            case "circle":
                let r = n("r"); guard r > 0 else { return }
                shape = Path(ellipseIn: CGRect(x: n("cx") - r, y: n("cy") - r, width: 2 * r, height: 2 * r))
            case "ellipse":
                let rx = n("rx"), ry = n("ry"); guard rx > 0, ry > 0 else { return }
                shape = Path(ellipseIn: CGRect(x: n("cx") - rx, y: n("cy") - ry, width: 2 * rx, height: 2 * ry))
            case "rect":
                let r = CGRect(x: n("x"), y: n("y"), width: n("width"), height: n("height"))
                guard r.width > 0, r.height > 0 else { return }
                let rx = a["rx"] != nil ? n("rx") : n("ry"), ry = a["ry"] != nil ? n("ry") : rx
                shape = Path(roundedRect: r, cornerSize: CGSize(width: rx, height: ry), style: .circular)
            case "line":
                shape.move(to: CGPoint(x: n("x1"), y: n("y1"))); shape.addLine(to: CGPoint(x: n("x2"), y: n("y2")))
                closed = false
            case "polyline", "polygon":
                let v = numbers(a["points"] ?? "")
                let points = stride(from: 0, to: v.count - 1, by: 2).map { CGPoint(x: v[$0], y: v[$0 + 1]) }
                shape.addLines(points)
                if element == "polygon" { shape.closeSubpath() } else { closed = false }
            default:
                return
            }
            let fills = element != "line" && style.fill?.lowercased() != "none"
            if fills && !shape.isEmpty {
                layers.append(GlyphLayer(path: shape.applying(style.transform), level: style.level,
                                         evenOdd: style.fillRule == "evenodd", monochrome: true))
            }
            if let stroke = style.stroke, stroke.lowercased() != "none", style.strokeWidth > 0 {
                let outline = SVGStroke.outline(shape, width: style.strokeWidth, closedShape: closed)
                layers.append(GlyphLayer(path: outline.applying(style.transform), level: style.level,
                                         evenOdd: false, monochrome: true))
            }
        }

        private func length(_ text: String) -> CGFloat? {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let digits = trimmed.hasSuffix("px") ? String(trimmed.dropLast(2)) : trimmed
            return Double(digits).map { CGFloat($0) }
        }

        private func numbers(_ text: String) -> [CGFloat] {
            text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" || $0 == "\r" })
                .compactMap { Double($0).map { CGFloat($0) } }
        }

        /// The transform list `text`, applied right to left as SVG specifies.
        private func transform(_ text: String) throws -> CGAffineTransform {
            guard let m = TransformParser.parse(text) else {
                throw VellumError(.corruptFile, subject: source, message:
                    "The transform \"\(text)\" in \(source) is not one Vellum reads. Use matrix, translate, scale, rotate, skewX or skewY, or flatten transforms when exporting.")
            }
            return CGAffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.e, ty: m.f)
        }

        private func error(_ what: String) -> VellumError {
            VellumError(.corruptFile, subject: source, message: "The symbol SVG \(source) cannot be used: \(what).")
        }
    }
}

/// Stroked SVG shapes as filled outlines, drawn with `Pen` (round caps and joins).
enum SVGStroke {
    static func outline(_ path: Path, width: CGFloat, closedShape: Bool) -> Path {
        let pen = Pen(w: width)
        var out = Path()
        for sub in path.subpaths {
            let isClosed = closedShape || sub.elements.contains(.closeSubpath)
            for points in sub.polygons(steps: 12) {
                out = out + (isClosed ? pen.loop(points) : pen.polyline(points))
            }
        }
        return out
    }
}
