import Foundation
import Vellum

/// `list-screen [--rows 100,1000,10000,100000] [--runs R]`: the list screen
/// (`ListScreen`) on an iPhone 15 Pro at each row count, end to end
/// (`SVGRenderer.svg()`): median time and the document's bytes, and the
/// ratios of the largest count to the smallest (issue #21's target: within
/// 2x the time and 1.5x the bytes).
enum ListScreenCommand {
    static func run(_ o: Options) throws {
        let counts = (o.named["rows"] ?? "100,1000,10000,100000").split(separator: ",").compactMap { Int($0) }
        let runs = o.int("runs", 5)
        var results: [(rows: Int, ms: Double, bytes: Int)] = []
        for rows in counts {
            let renderer = SVGRenderer(content: ListScreen(rows: rows), device: .iPhone15Pro)
            var report = Report()
            let (m, svg) = try Clock.measureKeeping(runs: runs) { try renderer.svg() }
            report.add("svg", m)
            report.note("rows=\(rows) bytes=\(svg.utf8.count)")
            report.print(label: "list-screen-\(rows)")
            results.append((rows, m.median, svg.utf8.count))
        }
        if let first = results.first, let last = results.last, results.count > 1 {
            print(String(format: "NOTE list-screen %d rows vs %d rows: time %.2fx, bytes %.2fx",
                         last.rows, first.rows, last.ms / Swift.max(first.ms, 1e-9), Double(last.bytes) / Double(Swift.max(first.bytes, 1))))
        }
    }
}
