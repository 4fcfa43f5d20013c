import Foundation
import VellumXMLDiff

/// `diff A.svg B.svg`: the structural diff `vellum diff` runs, in process:
/// read both files and compare them.
enum DiffBench {
    static func run(_ o: Options) throws {
        guard o.positional.count >= 2 else { throw BenchError("usage: vellum-bench diff A.svg B.svg [--runs R]") }
        let (a, b) = (o.positional[0], o.positional[1])
        var report = Report()
        var differences = 0
        let m = try Clock.measure(runs: o.int("runs", 5)) {
            let left = try String(contentsOfFile: a, encoding: .utf8)
            let right = try String(contentsOfFile: b, encoding: .utf8)
            differences = try SVGDiff.compare(left, right, aName: a, bName: b).differences.count
        }
        report.add("diff", m)
        report.note("differences=\(differences)")
        report.print(label: "diff-" + URL(fileURLWithPath: b).deletingPathExtension().lastPathComponent)
    }
}
