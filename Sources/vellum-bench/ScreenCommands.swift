import Foundation
import Vellum
import VellumExamples

/// Whole screens: the seed page's sign-in view on a device, a long list of
/// label rows, and `bench_emit.py`'s rect grid.
enum ScreenCommands {
    /// `signin`: the seed page's sign-in view in a ZStack on an iPhone 15 Pro;
    /// the first render in the process (cold: fonts load, caches empty) and
    /// then warm renders.
    static func signIn(_ o: Options) throws {
        guard let example = ExampleGallery.named("sign-in-zstack") else {
            throw VellumError(.invalidArgument, subject: "sign-in-zstack", message: "The gallery has no example sign-in-zstack.")
        }
        let renderer = try example.renderer(device: .iPhone15Pro)
        var report = Report()
        let (cold, _) = try Clock.time { try renderer.svg() }
        report.add("cold", Measurement(samples: [cold]))
        report.add("warm", try Clock.measure(runs: o.int("runs", 50)) { _ = try renderer.svg() })
        report.print(label: "signin")
    }

    /// `list10k [--rows N]`: N label rows (symbol, two texts, spacer, badge,
    /// divider) in a VStack, rendered end to end on a canvas that fits them.
    static func list(_ o: Options) throws {
        let rows = o.int("rows", 10_000)
        let stages = Stages(size: CGSize(width: 393, height: 100_000))
        let placed = stages.layout(try stages.lower(LabelRowList(rows: rows)))
        let height = placed.frames[placed.rootID].height
        let renderer = SVGRenderer(content: LabelRowList(rows: rows), size: CGSize(width: 393, height: height))
        var report = Report()
        let (cold, _) = try Clock.time { try renderer.svg() }
        report.add("cold", Measurement(samples: [cold]))
        let (warm, text) = try Clock.measureKeeping(runs: o.int("runs", 3), warmup: 0) { try renderer.svg() }
        report.add("svg", warm)
        report.note("rows=\(rows) height=\(Format.ms(height)) bytes=\(text.utf8.count)")
        report.print(label: "list\(rows)")
    }

    /// `emit-rects N`: writes `bench_emit.py`'s document to standard output
    /// (no background rect) and reports the in-process time.
    static func rects(_ o: Options) throws {
        guard let n = o.positional.first.flatMap({ Int($0.lowercased().replacingOccurrences(of: "k", with: "000")) }) else {
            throw BenchError("usage: vellum-bench emit-rects N")
        }
        let view = RectGridView(count: n)
        let stages = Stages(size: view.canvas)
        let (ms, svg) = try Clock.time { stages.emit(stages.paint(stages.layout(try stages.lower(view))), background: nil) }
        FileHandle.standardOutput.write(Data(svg.utf8))
        print("BENCH_MS total=\(String(format: "%.3f", ms))")
    }
}
