import Foundation
import VellumCore
import VellumGeometry
import VellumLayout

extension GraphicsContext {
    /// Fills `path` with `shading`.
    ///
    /// ```swift
    /// context.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80)), with: .color(.orange))
    /// ```
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        recorder.attempt {
            let paint = try StyleResolver.paint(shading.style(recorder.size), in: environment)
            let geometry = ShapeGeometry(name: "Canvas path") { frame in path.offsetBy(dx: frame.minX, dy: frame.minY) }
            record(LayoutNode(.leaf(.fixed(recorder.size)), drawing: .fill(geometry, paint, style), name: "Canvas"))
        }
    }

    /// Strokes `path` with `shading` and a stroke style.
    ///
    /// ```swift
    /// context.stroke(path, with: .color(.blue), style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [6, 4]))
    /// ```
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        recorder.attempt {
            let paint = try StyleResolver.paint(shading.style(recorder.size), in: environment)
            let geometry = ShapeGeometry(name: "Canvas path") { frame in path.offsetBy(dx: frame.minX, dy: frame.minY) }
            record(LayoutNode(.leaf(.fixed(recorder.size)), drawing: .stroke(geometry, paint, style, inset: 0), name: "Canvas"))
        }
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    ///
    /// ```swift
    /// context.stroke(path, with: .color(.primary), lineWidth: 2)
    /// ```
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Text

    /// Draws `text` with its `anchor` point at `point`.
    ///
    /// ```swift
    /// context.draw(Text("Noon").font(.caption), at: CGPoint(x: size.width / 2, y: 12), anchor: .top)
    /// ```
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` wrapped in `rect`, from its top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Draws resolved text with its `anchor` point at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        guard let node = text.node(in: self) else { return }
        record(recorder.placed(node, at: point, anchor: anchor))
    }

    /// Draws resolved text wrapped in `rect`.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        guard let node = text.node(in: self) else { return }
        record(recorder.framed(node, in: rect))
    }

    /// Text with the canvas's environment applied, ready to measure and draw.
    ///
    /// ```swift
    /// let label = context.resolve(Text("42").bold())
    /// let size = label.measure(in: CGSize(width: 100, height: 100))
    /// ```
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(text: text, lowering: recorder.lowering, engine: recorder.text)
    }

    // MARK: Images

    /// Draws `image` scaled to fill `rect`.
    ///
    /// ```swift
    /// context.draw(Image("Landscape"), in: CGRect(origin: .zero, size: size))
    /// ```
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws `image` at its own size with its `anchor` point at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws a resolved image scaled to fill `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        recorder.attempt {
            record(recorder.framed(try recorder.lowering.lowerOne(image.image.resizable()), in: rect))
        }
    }

    /// Draws a resolved image at its own size with its `anchor` point at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        recorder.attempt {
            record(recorder.placed(try recorder.lowering.lowerOne(image.image), at: point, anchor: anchor))
        }
    }

    /// An image with the canvas's environment applied.
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(image: image, size: ResolvedImage.measure(image, recorder.lowering))
    }

    // MARK: Symbols

    /// The canvas's symbol tagged `id` (`tag(_:)` in `symbols:`), or nil.
    ///
    /// ```swift
    /// if let mark = context.resolveSymbol(id: "mark") { context.draw(mark, at: CGPoint(x: 40, y: 40)) }
    /// ```
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        let wanted = AnyHashable(id)
        return recorder.symbols.first { $0.tag == wanted }.map { ResolvedSymbol(node: $0.node) }
    }

    /// Draws a symbol at its ideal size with its `anchor` point at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        record(recorder.placed(symbol.node, at: point, anchor: anchor))
    }

    /// Draws a symbol proposed and framed to `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        record(recorder.framed(symbol.node, in: rect, alignment: .center))
    }
}
