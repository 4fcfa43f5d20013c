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
        let (painted, scheme, size) = try paint(view)
        var nodes = painted
        let background = scheme == .dark ? RGBAColor.black : RGBAColor.white
        var emitter = SVGEmitter(textOutput: settings.textOutput)
        if settings.showsDeviceChrome, let device = settings.device {
            // The screen, its background included, inside the device's rounded corners.
            let screen = RenderNode.path(RenderPath(path: Path(CGRect(origin: .zero, size: size)), fill: PaintRef(.color(background))))
            nodes = DeviceChrome(device: device, colorScheme: scheme, keyboardVisible: settings.keyboardVisible).decorate([screen] + nodes)
            return emitter.document(nodes, size: size, background: nil)
        }
        return emitter.document(nodes, size: size, background: background)
    }

    /// The render tree of `view`, the colour scheme it was drawn in and the canvas size.
    private func paint<V: View>(_ view: V) throws -> ([RenderNode], ColorScheme, CGSize) {
        let (layout, scheme) = try layOut(view)
        return (Painter(layout: layout, text: text).paint(), scheme, canvasSize(layout))
    }

    /// The laid-out tree of `view` and the colour scheme it was lowered in:
    /// on the screen, or (a canvas with a proposed size) at the root's own size.
    private func layOut<V: View>(_ view: V) throws -> (LayoutResult, ColorScheme) {
        let (root, scheme) = try lower(view)
        let layout: LayoutResult
        if settings.device == nil, let proposal = settings.proposedSize {
            layout = LayoutEngine.layout(consume root, fitting: proposal, text: text, displayScale: settings.displayScale)
        } else {
            layout = LayoutEngine.layout(consume root, text: text, environment: settings.layoutEnvironment())
        }
        if let failure = layout.failures.first { throw failure }
        return (layout, scheme)
    }

    /// The document's size: the screen's, or a fitted canvas's, at most a million points a side (`LengthLimit`).
    private func canvasSize(_ layout: LayoutResult) -> CGSize {
        guard settings.device == nil, settings.proposedSize != nil else { return settings.size }
        let size = layout.environment.bounds.size
        func side(_ v: CGFloat) -> CGFloat { v.isFinite ? Swift.min(LengthLimit.maximum, Swift.max(0, v)) : 0 }
        return CGSize(width: side(size.width), height: side(size.height))
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
