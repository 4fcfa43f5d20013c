import Foundation
import VellumCore
import VellumGeometry
import VellumLayout
import VellumSymbols

/// A view that displays an image: from the renderer's asset catalog, or a
/// symbol from Vellum's symbol library.
///
/// ```swift
/// Image("Landscape").resizable().scaledToFit()
/// Image(systemName: "arrow.right.square").font(.title)
/// ```
public struct Image: PrimitiveView, Hashable, Sendable {
    /// The relative size of a symbol image.
    public enum Scale: Hashable, Sendable { case small, medium, large }
    /// Whether an image is drawn as is or as a mask tinted by the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// The quality of image resampling.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    /// How a resizable image fills its frame.
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    enum Source: Hashable, Sendable { case named(String), system(String), decoded(ImageData) }

    let source: Source
    var isResizable = false
    var renderingMode: TemplateRenderingMode?
    var interpolation: Interpolation = .high
    var symbolRendering: SymbolRenderingMode?
    /// Hidden from assistive technologies (`Image(decorative:)`).
    var isDecorative = false

    /// An image from the asset catalog (`Image("Name")` or `Image("Name.jpeg")`).
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name) }
    /// An image from the asset catalog, without an accessibility label.
    public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name); isDecorative = true }
    /// A symbol image.
    public init(systemName: String) { source = .system(systemName) }

    /// The image, resized to fill its frame.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self; i.isResizable = true; return i
    }
    /// The image drawn as is or as a template.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { var i = self; i.renderingMode = mode; return i }
    /// The image's resampling quality.
    public func interpolation(_ interpolation: Interpolation) -> Image { var i = self; i.interpolation = interpolation; return i }
    /// Antialiasing (always on in SVG output).
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    /// How a symbol's layers are coloured.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { var i = self; i.symbolRendering = mode; return i }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        switch source {
        case .named(let name) where isDecorative:
            return [AccessibilityNode.update(try lowerAsset(name, context)) { $0.hidden = true }]
        case .named(let name):
            // Its name is its label; a translation of the name, where the strings have one, replaces it.
            let node = try lowerAsset(name, context)
            guard let spoken = LocalizedStringKey(name).translation(in: context.environment), spoken != name else { return [node] }
            return [AccessibilityNode.label(spoken, on: node)]
        case .system(let name): return [try lowerSymbol(name, context)]
        case .decoded(let data): return [try lowerImage(data, context)]
        }
    }

    /// An image of decoded file contents (`AsyncImage` with a file URL, `UIImage(data:)`).
    init(decoded data: ImageData) { source = .decoded(data) }

    private func lowerAsset(_ name: String, _ context: LoweringContext) throws -> LayoutNode {
        let env = context.environment
        let data: ImageData
        do {
            data = try env.assets.image(named: name, colorScheme: env.colorScheme, displayScale: env.displayScale)
        } catch let e as VellumError {
            if e.code == .missingAsset, env.drawsMissingAssets {
                env.viewGraph?.noteMissing(.image, name)
                return missingImage()
            }
            throw VellumError(e.code, subject: e.subject, message: "\(e.message) (in \(context.pathDescription))")
        }
        return try lowerImage(data, context)
    }

    /// What SwiftUI draws for an image it cannot find: nothing, zero by zero
    /// (a resizable one takes the size it is offered).
    private func missingImage() -> LayoutNode {
        LayoutNode(.leaf(isResizable ? .resizable(.zero) : .fixed(.zero)), name: "Image")
    }

    private func lowerImage(_ data: ImageData, _ context: LoweringContext) throws -> LayoutNode {
        let env = context.environment
        let template = renderingMode == .template ? try ForegroundResolution.paint(in: env, level: 0) : nil
        let interp: ImageInterpolation
        switch interpolation {
        case .none: interp = .none
        case .low: interp = .low
        case .medium: interp = .medium
        case .high: interp = .high
        }
        let sizing: LeafSizing = isResizable ? .resizable(data.size) : .fixed(data.size)
        return LayoutNode(.leaf(sizing), drawing: .image(data, interpolation: interp, template: template), name: "Image")
    }

    private func lowerSymbol(_ name: String, _ context: LoweringContext) throws -> LayoutNode {
        let env = context.environment
        let font = (env.font ?? .body).resolved(weight: env.fontWeight, dynamicTypeSize: env.dynamicTypeSize)
        let scale: SymbolScale
        switch env.imageScale {
        case .small: scale = .small
        case .medium: scale = .medium
        case .large: scale = .large
        }
        let variant = env.symbolVariants.apply(to: name, in: env.symbols)
        // iOS 17 and 18 lay a symbol out by its alignment rectangle, iOS 26 by its content bounds.
        guard let symbol = env.symbols.image(named: variant, pointSize: font.size, weight: font.weight, scale: scale,
                                             contentBounds: env.platformLook == .iOS26) else {
            if env.drawsMissingAssets {
                env.viewGraph?.noteMissing(.symbol, name)
                return missingImage()
            }
            throw VellumError(.missingAsset, subject: name,
                              message: "The symbol '\(name)' used by Image(systemName:) at \(context.pathDescription) is not in Vellum's symbol library; use one of SymbolLibrary.standard.names or register your own with SymbolLibrary.register(named:svgContentsOf:).")
        }
        let palette = env.foregroundStyles.count >= 2
        let mode = symbolRendering ?? env.symbolRenderingMode ?? (palette ? .palette : .monochrome)
        var layers: [PaintedLayer] = []
        // A directional symbol turns in a right-to-left layout, drawn mirrored in its own box.
        let mirror = env.layoutDirection == .rightToLeft && DirectionalSymbol.mirrors(name)
            ? CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: symbol.size.width, ty: 0) : nil
        for layer in symbol.layers {
            if mode == .monochrome && !layer.monochrome { continue }
            let level = mode == .monochrome ? 0 : layer.level
            let path = mirror.map { layer.path.applying($0) } ?? layer.path
            layers.append(PaintedLayer(path: path, paint: try ForegroundResolution.paint(in: env, level: level), evenOdd: layer.evenOdd))
        }
        // A symbol lays out as text does (spaced like a line of its font); a resizable one as an image.
        let sizing: LeafSizing = isResizable ? .resizable(symbol.size) : .glyph(symbol.size, baselineOffset: symbol.baselineOffset)
        var node = LayoutNode(.leaf(sizing), drawing: .layers(layers, size: symbol.size), name: "Image")
        // A symbol sits on the text baseline like a glyph of its font.
        let fromBottom = symbol.baselineOffset, natural = symbol.size.height
        let baseline: @Sendable (ViewDimensions) -> CGFloat = { d in
            natural > 0 ? d.height * (natural - fromBottom) / natural : d.height
        }
        node.guides = [GuideOverride(guide: .vertical(.firstTextBaseline), compute: baseline),
                       GuideOverride(guide: .vertical(.lastTextBaseline), compute: baseline)]
        return node
    }
}

/// How a symbol image's layers are coloured.
public struct SymbolRenderingMode: Hashable, Sendable {
    let kind: Int
    /// Every layer in the primary foreground style.
    public static let monochrome = SymbolRenderingMode(kind: 0)
    /// Layers at their hierarchy level of the foreground style.
    public static let hierarchical = SymbolRenderingMode(kind: 1)
    /// Layers in the foreground styles given, level by level.
    public static let palette = SymbolRenderingMode(kind: 2)
    /// The symbol's own colours (drawn as hierarchical here).
    public static let multicolor = SymbolRenderingMode(kind: 1)
}
