import Foundation
import VellumCore
import VellumGeometry
import VellumLayout

/// A view that draws with immediate-mode 2D commands: paths, text, images
/// and layers, through a `GraphicsContext`.
///
/// ```swift
/// Canvas { context, size in
///     let hexagon = Path { p in
///         for i in 0..<6 {
///             let angle = Double(i) * .pi / 3
///             let point = CGPoint(x: size.width / 2 + cos(angle) * 40, y: size.height / 2 + sin(angle) * 40)
///             i == 0 ? p.move(to: point) : p.addLine(to: point)
///         }
///         p.closeSubpath()
///     }
///     context.fill(hexagon, with: .color(.orange))
///     context.stroke(hexagon, with: .color(.primary), lineWidth: 2)
/// }
/// .frame(width: 120, height: 120)
/// ```
///
/// Like a shape, a canvas takes the space it is offered. Its commands become
/// vector SVG (paths, outlined text, images), not a raster, and are drawn in
/// the order given.
public struct Canvas<Symbols: View>: PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: Symbols
    let isOpaque: Bool
    /// Whether drawing outside the bounds is cut off: SwiftUI's canvases are;
    /// Vellum's charts, drawn with one, are not (a gridline on the edge stays whole).
    var clipsToBounds = true

    /// A canvas with symbols that `GraphicsContext.resolveSymbol(id:)` can draw.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     if let star = context.resolveSymbol(id: 0) { context.draw(star, at: CGPoint(x: 20, y: 20)) }
    /// } symbols: {
    ///     Image(systemName: "star.fill").tag(0)
    /// }
    /// ```

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer; self.symbols = symbols(); isOpaque = opaque
    }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let renderer = self.renderer
        let symbolNodes = try Self.symbolNodes(symbols, context)
        let isOpaque = self.isOpaque
        let build = UncheckedCanvasRenderer(run: { size, text in
            let recorder = CanvasRecorder(lowering: context, size: size, text: text, symbols: symbolNodes)
            var graphics = GraphicsContext(recorder: recorder)
            if isOpaque { graphics.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black)) }
            renderer(&graphics, size)
            return try recorder.finish()
        })
        let canvas = LayoutNode(.geometryReader({ values in try build.run(values.size, values.text) }), name: "Canvas")
        // What a canvas draws outside its bounds is cut off, as SwiftUI's canvas layer cuts it.
        guard clipsToBounds else { return [canvas] }
        return try context.lower(LoweredNodes(nodes: [canvas]).clipped())
    }

    /// The symbols, lowered, each with its `tag(_:)` if it has one.
    private static func symbolNodes(_ symbols: Symbols, _ context: LoweringContext) throws -> [CanvasSymbol] {
        guard !(symbols is EmptyView) else { return [] }
        return try ViewList.tagged(of: symbols).map { symbol in
            CanvasSymbol(tag: symbol.tag, node: try context.lowerOne(symbol.view))
        }
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas whose drawing is not cut off at its bounds, for drawings of
    /// Vellum's own (charts). A factory, not an initialiser: `Canvas { … }`
    /// with a trailing closure would pick an initialiser with one closure.
    package static func unclipped(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> Canvas {
        var canvas = Canvas(renderer: renderer)
        canvas.clipsToBounds = false
        return canvas
    }

    /// A canvas that draws with `renderer`, given a context and the canvas's size.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
    /// }
    /// ```
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer; symbols = EmptyView(); isOpaque = opaque
    }
}

/// How a canvas blends colours (every mode draws in sRGB in SVG).
public enum ColorRenderingMode: Hashable, Sendable {
    /// Non-linear sRGB.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Extended linear sRGB.
    case extendedLinear
}

/// The renderer closure of a canvas, run during layout of the same render.
struct UncheckedCanvasRenderer: @unchecked Sendable {
    let run: (CGSize, (any TextEngine)?) throws -> LayoutNode
}
