import Foundation
import Vellum
import VellumLayout

/// `layout TREE.json [N]` and `emit TREE.json [N]`: the stack trees of
/// `layout_tree.py`, laid out alone or rendered to SVG end to end.
enum TreeCommands {
    /// Runs per size unless `--runs` says otherwise: fewer for bigger trees.
    static func defaultRuns(_ leaves: Int) -> Int { leaves <= 1_000 ? 21 : leaves <= 10_000 ? 9 : 5 }

    /// Lowering and layout, timed separately; frames checked against Yoga's.
    static func layout(_ o: Options) throws {
        let (spec, path) = try load(o)
        let n = spec.leafCount
        let runs = o.int("runs", defaultRuns(n))
        let stages = Stages(size: spec.fittedSize, displayScale: 1)
        var report = Report()
        let view = StackTreeView.make(spec)
        let (build, _) = try Clock.measureKeeping(runs: runs) { try stages.lower(StackTreeView.make(spec)) }
        // Each run lays out a tree of its own, lowered before the clock starts
        // (layout consumes the tree, as the renderer's does).
        let (layout, result) = try Clock.measureConsuming(runs: runs, prepare: { try stages.lower(view) }) { stages.layout($0) }
        report.add("build", build)
        report.add("layout", layout)
        report.note("nodes yoga=\(spec.nodeCount) ours=\(result.nodes.count)")
        let framesPath = o.named["frames"] ?? path.replacingOccurrences(of: ".json", with: ".frames.json")
        report.note("frames " + (FrameCheck.check(result, against: framesPath) ?? "unchecked (no \(framesPath); run bench_layout.py --write-frames)"))
        report.print(label: "layout-\(n)")
    }

    /// `SVGRenderer.svg()` end to end (the view value is built untimed), then
    /// each stage on its own.
    static func emit(_ o: Options) throws {
        let (spec, _) = try load(o)
        let n = spec.leafCount
        let runs = o.int("runs", defaultRuns(n))
        let view = StackTreeView.make(spec)
        let renderer = SVGRenderer(content: view, size: spec.fittedSize)
        var report = Report()
        // What reading the JSON and building the view value cost, before any rendering.
        // (JSONSerialization's objects, freed but kept by malloc, set a high
        // water mark of their own: reset it so the peak below is the render's.)
        if let peak = Memory.peakMiB() { report.note("peak_before_render_mib=\(String(format: "%.1f", peak))") }
        Memory.resetPeak()
        if let rss = Memory.currentMiB() { report.note("rss_before_render_mib=\(String(format: "%.1f", rss))") }
        let (svg, text) = try Clock.measureKeeping(runs: runs) { try renderer.svg() }
        report.add("svg", svg)
        report.note("bytes=\(text.utf8.count)")
        if let peak = Memory.peakMiB() { report.note("peak_svg_mib=\(String(format: "%.1f", peak))") }
        // The same tree under a root whose `onAppear` writes its state: the
        // view graph evaluates it twice (the cost of settling, against one pass).
        if !o.flags.contains("no-settle") {
            let settling = SVGRenderer(content: SettlingRoot(content: view), size: spec.fittedSize)
            let (settled, _) = try Clock.measureKeeping(runs: runs) { try settling.svg() }
            report.add("svg_settled_2_passes", settled)
        }
        if !o.flags.contains("no-stages") {
            let stages = Stages(size: spec.fittedSize)
            let (lower, _) = try Clock.measureKeeping(runs: runs) { try stages.lower(view) }
            let (layout, placed) = try Clock.measureConsuming(runs: runs, prepare: { try stages.lower(view) }) { stages.layout($0) }
            let (paint, nodes) = Clock.measureKeeping(runs: runs) { stages.paint(placed) }
            let (emit, _) = Clock.measureKeeping(runs: runs) { stages.emit(nodes) }
            report.add("lower", lower); report.add("layout", layout); report.add("paint", paint); report.add("emit", emit)
        }
        report.print(label: "emit-\(n)")
    }

    private static func load(_ o: Options) throws -> (StackSpec, String) {
        guard let path = o.positional.first else { throw BenchError("usage: vellum-bench layout|emit TREE.json [N] [--runs R]") }
        return (try StackSpec.load(path), path)
    }
}
