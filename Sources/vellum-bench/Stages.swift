import Vellum
import VellumViews
import VellumLayout
import VellumText
import VellumRender
import VellumSVG

/// The pipeline's stages run one by one (as `RenderPipeline` runs them), so
/// each can be timed on its own.
struct Stages {
    /// The canvas.
    var size: CGSize
    /// Pixels per point for rounding.
    var displayScale: CGFloat = 3
    /// Safe-area insets (a device's, or none for a canvas).
    var insets = EdgeInsets()
    /// The text engine (the shared font store unless given another).
    var text = FontTextEngine()

    /// A canvas stage runner.
    init(size: CGSize, displayScale: CGFloat = 3) { self.size = size; self.displayScale = displayScale }

    /// A device-screen stage runner.
    init(device: Device) { size = device.size; displayScale = device.scale; insets = device.safeAreaInsets }

    /// View to lowered root.
    func lower<V: View>(_ view: V) throws -> LayoutNode {
        var env = EnvironmentValues()
        env.colorScheme = .light
        env.displayScale = displayScale
        let nodes = try LoweringContext(environment: env).lower(view)
        return nodes.count == 1 ? nodes[0] : LayoutNode(.layout(LayoutBox(VStackLayout())), children: nodes, name: "VStack")
    }

    /// Lowered root to placed tree.
    func layout(_ root: consuming LayoutNode) -> LayoutResult {
        let env = LayoutEnvironment(bounds: CGRect(origin: .zero, size: size), containerInsets: insets, displayScale: displayScale)
        return LayoutEngine.layout(root, text: text, environment: env)
    }

    /// Placed tree to render tree.
    func paint(_ result: LayoutResult) -> [RenderNode] {
        Painter(layout: result, text: text).paint()
    }

    /// Render tree to SVG text; `background` nil draws no background rect.
    func emit(_ nodes: [RenderNode], background: RGBAColor? = .white) -> String {
        var emitter = SVGEmitter()
        return emitter.document(nodes, size: size, background: background)
    }
}
