import Foundation
import VellumRender
import VellumScreen
import VellumSVG
import VellumViewTree
internal import VellumText

/// The pipeline, stage by stage: lower and settle, lay out, paint, the
/// screen stage (presentation, device chrome, accessibility overlay), emit.
struct RenderPipeline {
    let settings: RenderSettings
    let text: any TextEngine = FontTextEngine()

    /// The SVG for `view`. Each stage's input is let go once the next stage
    /// has its output, so a large picture holds at most two trees at a time.
    func render<V: View>(_ view: V) throws -> String {
        try renderReporting(view).svg
    }

    /// The SVG for `view`, and what its views reported: how its view graph
    /// settled and what they drew as missing.
    func renderReporting<V: View>(_ view: V) throws -> (svg: String, report: ScreenReport) {
        let (painted, size, report) = try paint(view)
        let picture = try stage.compose(painted, canvas: size, request: report.screen)
        var emitter = SVGEmitter(textOutput: settings.textOutput)
        return (emitter.document(picture.nodes, size: size, background: picture.background), report)
    }

    /// The settled, laid-out views of `view` as text, one per line (`ViewTreeWriter`).
    func viewTree<V: View>(_ view: V) throws -> String {
        ViewTreeWriter(try layOut(view).0).text
    }

    /// The accessibility elements of `view`'s picture, as the overlay draws them.
    func accessibilityElements<V: View>(_ view: V) throws -> [AccessibilityElement] {
        let (painted, size, report) = try paint(view)
        return try stage.accessibilityElements(painted, canvas: size, request: report.screen)
    }

    /// What the accessibility audits read of `view`'s picture: its elements and its texts.
    /// The colour under a text over an image is read from the picture drawn
    /// without its texts by librsvg (`ContrastBackdrop`), when it is installed.
    func auditSamples<V: View>(_ view: V) throws -> (elements: [AccessibilityElement], contrast: ContrastSampler) {
        let (painted, size, report) = try paint(view)
        return try stage.auditSamples(painted, canvas: size, request: report.screen, backdrop: ContrastBackdrop.drawn)
    }

    /// The screen stage for these settings, laying presentations out with the pipeline's text engine.
    private var stage: ScreenStage {
        ScreenStage(settings: settings.screen, text: text)
    }

    /// The render tree of `view`, the canvas size and what the views
    /// reported for the screen, its presentation placed for the screen
    /// stage (none on a canvas sized to the view, which is no screen).
    private func paint<V: View>(_ view: V) throws -> ([RenderNode], CGSize, ScreenReport) {
        var (layout, report) = try layOut(view)
        let fitted = settings.device == nil && settings.proposedSize != nil
        var presentation = fitted ? nil : report.screen.presentation
        if let presenter = presentation?.presenter,
           let anchor = layout.nodes.indices.first(where: { id in
               layout.isPlaced[id] && layout.nodes[id].marks.contains { ($0 as? PopoverAnchorMark)?.identity == presenter }
           }) {
            // iOS 26's dialog springs from the glass around its presenter (a bar button's capsule) when there is one.
            let isDialog = presentation?.style == .confirmationDialog
            presentation?.anchor = layout.frames[isDialog ? PresenterFrames.glassAround(anchor, in: layout) : anchor]
        }
        report.screen.presentation = presentation
        let painted = Painter(layout: layout, text: text).paint()
        let size = canvasSize(layout)
        layout.recycle()
        return (painted, size, report)
    }

    /// The laid-out tree of `view` and what its lowering reported: on the
    /// screen (above the keyboard the edited field asks for), or (a canvas
    /// with a proposed size) at the root's own size.
    /// The view graph settles first (`ViewGraph.settle`): the picture is
    /// the last pass's, after `onAppear`, `onChange`, preferences and tasks
    /// have run and what they changed has been evaluated again.
    private func layOut<V: View>(_ view: V) throws -> (LayoutResult, ScreenReport) {
        let graph = ViewGraph()
        // The colour scheme a view prefers for the whole picture comes up as a
        // preference; a different one from the renderer's is another pass.
        let preferred = graph.cell(at: ViewIdentity.root.member("preferredColorScheme")) { StateCell<ColorScheme?>(nil) }
        let reader = GraphMark.readPreference(ViewIdentity.root.member("preferredColorScheme"),
                                              .key(PreferredColorSchemeKey.self, equal: ==) { preferred.value = $0 })
        var lowered: ScreenReport?
        let layout = try graph.settle {
            var (root, report) = try lowerScreen(view, graph: graph, scheme: preferred.value ?? settings.colorScheme)
            // Read only when some view made a mark: a picture without one costs no walk.
            root.marks.append(reader)
            root.marks.append(Self.matchedGeometryReader)
            lowered = report
            let layout: LayoutResult
            if settings.device == nil, let proposal = settings.proposedSize {
                layout = LayoutEngine.layout(consume root, fitting: proposal, text: text, displayScale: settings.displayScale)
            } else {
                layout = LayoutEngine.layout(consume root, text: text, environment: settings.layoutEnvironment(keyboard: report.screen.keyboard))
            }
            if let failure = layout.failures.first { throw failure }
            // What the screen presents appears too: its content is laid out
            // on the screen for the graph to find its views' marks.
            guard graph.hasMarks, let presentation = report.screen.presentation else { return (layout, []) }
            var presented: [LayoutResult] = []
            var queue = [presentation]
            while let p = queue.popLast() {
                presented.append(LayoutEngine.layout(p.content, text: text, environment: settings.layoutEnvironment()))
                queue += p.nested
            }
            return (layout, presented)
        }
        var report = lowered!
        report.settle = graph.report
        report.diagnostics = graph.diagnostics
        return (layout, report)
    }

    /// The size the view chooses for the settings' proposal (a fitted
    /// canvas's), once its graph has settled.
    func fittedSize<V: View>(_ view: V) throws -> CGSize {
        canvasSize(try layOut(view).0)
    }

    /// The document's size: the screen's, or a fitted canvas's, at most a million points a side (`LengthLimit`).
    private func canvasSize(_ layout: LayoutResult) -> CGSize {
        guard settings.device == nil, settings.proposedSize != nil else { return settings.size }
        let size = layout.environment.bounds.size
        func side(_ v: CGFloat) -> CGFloat { v.isFinite ? Swift.min(LengthLimit.maximum, Swift.max(0, v)) : 0 }
        return CGSize(width: side(size.width), height: side(size.height))
    }

    /// Evaluates `view` as a render does, to the settled picture, for what
    /// its views report on the way: the colour scheme it was drawn in (the
    /// renderer's, or the one the view prefers), untranslated keys.
    func lower<V: View>(_ view: V) throws -> ScreenReport {
        try layOut(view).1
    }

    /// Reads the frames of matched geometry's sources at the root, for the
    /// views matched to them; another pass when they move.
    private static let matchedGeometryReader = GraphMark.readPreference(
        MatchedGeometryKey.rootIdentity, .key(MatchedGeometryKey.self, equal: ==, action: nil))

    /// The preferences the screen reads from its lowered views.
    private static let screenPreferences = LoweredPreferences([PresentationKey.self, KeyboardKey.self])

    /// The lowered root in `scheme` with what its views ask of the screen:
    /// the presentation they present (the first presented, in view order)
    /// and the keyboard of the field being edited (in the screen or in what
    /// it presents).
    func lowerScreen<V: View>(_ view: V, graph: ViewGraph, scheme: ColorScheme) throws -> (LayoutNode, ScreenReport) {
        var nodes = try LoweringContext(environment: settings.environment(scheme), graph: graph).lower(view)
        // Only a view that made a mark set a preference: a picture without one costs no walk.
        let values = graph.hasMarks ? Self.screenPreferences.take(from: &nodes) : PreferenceValues()
        let presentation = values[PresentationKey.self]
        var keyboard = values[KeyboardKey.self]
        var presented = presentation.map { [$0] } ?? []
        while let shown = presented.popLast() {
            KeyboardKey.reduce(value: &keyboard) { Self.screenPreferences.values(of: [shown.content])[KeyboardKey.self] }
            presented += shown.nested
        }
        let rootDirection = settings.environment(scheme).layoutDirection
        let screenDirection = Self.screenDirection(of: nodes, root: rootDirection)
        // A right-to-left root (a variant, or the renderer's environment) mirrors
        // the whole screen, as a `.environment(\.layoutDirection, …)` does its content.
        if rootDirection == .rightToLeft {
            for i in nodes.indices { nodes[i].flipsLayoutDirection.toggle() }
        }
        let root = nodes.count == 1 ? nodes[0] : LayoutNode(.layout(LayoutBox(VStackLayout())), children: nodes, name: "VStack")
        let request = ScreenRequest(colorScheme: scheme, presentation: presentation, keyboard: keyboard?.request ?? KeyboardRequest(),
                                    layoutDirection: screenDirection)
        return (root, ScreenReport(screen: request))
    }

    /// The direction the whole screen is laid out in: `root`'s, turned by each
    /// direction change on the way down from the top while the tree has one
    /// child per node (`.environment(\.layoutDirection, …)` around the
    /// screen's content); where it branches, the branches may differ and the
    /// direction there is the screen's.
    static func screenDirection(of nodes: [LayoutNode], root: LayoutDirection) -> LayoutDirection {
        var flipped = false
        var level = nodes
        while level.count == 1 {
            if level[0].flipsLayoutDirection { flipped.toggle() }
            level = level[0].children
        }
        guard flipped else { return root }
        return root == .rightToLeft ? .leftToRight : .rightToLeft
    }
}
