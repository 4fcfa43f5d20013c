import VellumSVG
import VellumRender
internal import VellumText

/// The pipeline, stage by stage: lower, lay out, paint, emit.
struct RenderPipeline {
    let settings: RenderSettings
    let text: any TextEngine = FontTextEngine()

    /// The SVG for `view`. Each stage's input is let go once the next stage
    /// has its output, so a large picture holds at most two trees at a time.
    func render<V: View>(_ view: V) throws -> String {
        let (painted, scheme) = try paint(view)
        var nodes = painted
        let background = scheme == .dark ? RGBAColor.black : RGBAColor.white
        var emitter = SVGEmitter(textOutput: settings.textOutput)
        if settings.showsDeviceChrome, let device = settings.device {
            // The screen, its background included, inside the device's rounded corners.
            let screen = RenderNode.path(RenderPath(path: Path(CGRect(origin: .zero, size: settings.size)), fill: PaintRef(.color(background))))
            nodes = DeviceChrome(device: device, colorScheme: scheme, keyboardVisible: settings.keyboardVisible).decorate([screen] + nodes)
            return emitter.document(nodes, size: settings.size, background: nil)
        }
        return emitter.document(nodes, size: settings.size, background: background)
    }

    /// The render tree of `view` and the colour scheme it was drawn in.
    private func paint<V: View>(_ view: V) throws -> ([RenderNode], ColorScheme) {
        let (layout, scheme) = try layOut(view)
        return (Painter(layout: layout, text: text).paint(), scheme)
    }

    /// The laid-out tree of `view` and the colour scheme it was lowered in.
    private func layOut<V: View>(_ view: V) throws -> (LayoutResult, ColorScheme) {
        let (root, scheme) = try lower(view)
        let layout = LayoutEngine.layout(consume root, text: text, environment: settings.layoutEnvironment())
        if let failure = layout.failures.first { throw failure }
        return (layout, scheme)
    }

    /// The lowered root and the colour scheme it was lowered in: the renderer's,
    /// or the one the view prefers.
    func lower<V: View>(_ view: V) throws -> (LayoutNode, ColorScheme) {
        var scheme = settings.colorScheme
        let sink = PreferenceSink()
        var nodes = try LoweringContext(environment: settings.environment(scheme), preferences: sink).lower(view)
        if let preferred = sink.value, preferred != scheme {
            scheme = preferred
            nodes = try LoweringContext(environment: settings.environment(scheme)).lower(view)
        }
        let root = nodes.count == 1 ? nodes[0] : LayoutNode(.layout(LayoutBox(VStackLayout())), children: nodes, name: "VStack")
        return (root, scheme)
    }
}
