import Foundation
import VellumCore
import VellumGeometry
import VellumLayout

/// The drawing destination of a `Canvas`: immediate-mode commands that fill
/// and stroke paths, draw text and images, and group them into layers, under
/// a current transform, opacity, blend mode, clip and filters.
///
/// ```swift
/// Canvas { context, size in
///     context.translateBy(x: size.width / 2, y: size.height / 2)
///     for i in 0..<12 {
///         context.rotate(by: .degrees(30))
///         context.fill(Path(CGRect(x: 30, y: -2, width: 20, height: 4)), with: .color(.blue.opacity(Double(i + 1) / 12)))
///     }
/// }
/// ```
///
/// A context is a value: a copy keeps its own transform and settings and
/// draws to the same canvas, as in SwiftUI.
public struct GraphicsContext {
    let recorder: CanvasRecorder

    /// The current transform, applied to everything drawn after it is set.
    public var transform: CGAffineTransform = .identity
    /// The opacity of drawing operations, from 0 to 1.
    public var opacity: Double = 1
    /// The blend mode of drawing operations.
    public var blendMode: BlendMode = .normal
    /// The clip shapes, in canvas coordinates, each with its fill rule.
    var clips: [(path: Path, evenOdd: Bool)] = []
    /// Masks from `clipToLayer`, in canvas coordinates.
    var masks: [LayoutNode] = []
    /// Filters added with `addFilter`, applied to each drawing operation.
    var filters: [Filter] = []

    init(recorder: CanvasRecorder) { self.recorder = recorder }

    /// The environment of the canvas.
    public var environment: EnvironmentValues { recorder.lowering.environment }

    /// The bounding rectangle of the clip, in the current user space.
    public var clipBoundingRect: CGRect {
        var rect = CGRect(origin: .zero, size: recorder.size)
        for clip in clips { rect = rect.intersection(clip.path.boundingRect) }
        return rect.applying(transform.inverted())
    }

    // MARK: Transform

    /// Moves the origin of the user space.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales the user space.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates the user space.
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }

    /// Appends `matrix` to the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clipping

    /// Options for clipping.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to the area outside the shape.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Narrows the clip to `path`, in the current user space.
    ///
    /// ```swift
    /// context.clip(to: Path(ellipseIn: CGRect(origin: .zero, size: size)))
    /// ```
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        var shape = path.applying(transform)
        var evenOdd = style.isEOFilled
        if options.contains(.inverse) {
            var outside = Path(CGRect(origin: .zero, size: recorder.size).insetBy(dx: -1e4, dy: -1e4))
            outside.addPath(shape)
            shape = outside; evenOdd = true
        }
        clips.append((shape, evenOdd))
    }

    /// Narrows the clip to what `content` draws, by its alpha; with
    /// `.inverse`, to what it leaves clear within the canvas.
    ///
    /// ```swift
    /// context.clipToLayer { layer in layer.draw(Text("MASK").font(.largeTitle), at: center) }
    /// ```
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(recorder: recorder.layer())
        layer.transform = transform
        try content(&layer)
        var mask = layer.recorder.stack(layer.recorder.nodes)
        if options.contains(.inverse) { mask = recorder.inverse(of: mask) }
        if opacity < 1 { mask = LayoutNode(.effect(.opacity(opacity)), children: [mask], name: "Canvas") }
        recorder.attempt { if let failure = layer.recorder.failure { throw failure } }
        masks.append(mask)
    }

    // MARK: Layers

    /// Draws `content` as one layer: the context's opacity, blend mode,
    /// clip and filters apply to the layer as a whole.
    ///
    /// ```swift
    /// context.opacity = 0.5
    /// context.drawLayer { layer in
    ///     layer.fill(Path(ellipseIn: a), with: .color(.red))
    ///     layer.fill(Path(ellipseIn: b), with: .color(.red))   // no darker overlap
    /// }
    /// ```
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(recorder: recorder.layer())
        layer.transform = transform
        try content(&layer)
        recorder.attempt { if let failure = layer.recorder.failure { throw failure } }
        record(recorder.isolated(layer.recorder.stack(layer.recorder.nodes)), transformed: false)
    }

    /// Adds `node`, a drawing in canvas coordinates, with the context's state.
    func record(_ node: LayoutNode, transformed: Bool = true) {
        var n = node
        func wrap(_ effect: Effect) { n = LayoutNode(.effect(effect), children: [n], name: "Canvas") }
        if transformed, !transform.isIdentity { wrap(.transform(transform)) }
        // The filter added last is nearest the drawing (SwiftUI's metaball
        // idiom adds the threshold, then the blur, and blurs first).
        for filter in filters.reversed() { for effect in filter.effects { wrap(effect) } }
        for clip in clips {
            let path = clip.path
            wrap(.clip(ShapeGeometry(name: "Canvas clip") { frame in path.offsetBy(dx: frame.minX, dy: frame.minY) },
                       FillStyle(eoFill: clip.evenOdd)))
        }
        for mask in masks { n = LayoutNode(.mask(.topLeading), children: [n, mask], name: "Canvas") }
        if opacity < 1 { wrap(.opacity(Swift.max(0, opacity))) }
        recorder.composite(n, blendMode.kind)
    }
}
