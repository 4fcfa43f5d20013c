import Foundation
import Vellum
import VellumXMLDiff
import VellumSnapshotTesting

/// `suite [--count N] [--tasks T] [--runs R] [--phases M]`: a snapshot test
/// suite's shape in one process. N assertions (1,000 by default) of four
/// iPhone screens, each against its own reference, written first to a
/// temporary folder; then the suite on one task and on T (2) concurrent
/// tasks; an empty view's assertions for the fixed cost; and M assertions
/// of each kind split into phases (render, read, parse + compare).
enum SuiteCommand {
    static func run(_ o: Options) throws {
        let count = max(1, o.int("count", 1_000))
        let tasks = max(1, o.int("tasks", 2))
        let runs = max(1, o.int("runs", 1))
        let sample = max(1, min(count, o.int("phases", 200)))
        let directory = (NSTemporaryDirectory() as NSString).appendingPathComponent("vellum-bench-suite-\(getpid())")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let suite = SnapshotSuite(count: count, directory: directory, screens: SuiteScreen.screens)
        let empty = SnapshotSuite(count: count, directory: directory, screens: [SuiteScreen.trivial])
        var report = Report()

        // Recording: the first render in the process pays for loading fonts and filling caches.
        let recorded = suite.pass(tasks: 1, record: .missing)
        guard recorded.failures.count == count, recorded.failures.allSatisfy({ $0.hasPrefix("Recorded a new reference") }) else {
            throw BenchError("recording the references failed: \(recorded.failures.first { !$0.hasPrefix("Recorded") } ?? "no message")")
        }
        report.add("record", Measurement(samples: [recorded.wall]))
        _ = empty.pass(tasks: 1, record: .missing)

        var one: [SnapshotSuite.Pass] = [], many: [SnapshotSuite.Pass] = [], trivial: [SnapshotSuite.Pass] = []
        for _ in 0..<runs {
            one.append(try checked(suite.pass(tasks: 1, record: .never)))
            many.append(try checked(suite.pass(tasks: tasks, record: .never)))
            trivial.append(try checked(empty.pass(tasks: 1, record: .never)))
        }
        let assert1 = Measurement(samples: one.flatMap(\.assertions))
        let assertT = Measurement(samples: many.flatMap(\.assertions))
        let assertEmpty = Measurement(samples: trivial.flatMap(\.assertions))
        let wall1 = Measurement(samples: one.map(\.wall)), wallT = Measurement(samples: many.map(\.wall))
        report.add("suite-1", wall1)
        report.add("suite-\(tasks)", wallT)
        report.add("assert-1", assert1)
        report.add("assert-\(tasks)", assertT)
        report.add("assert-empty", assertEmpty)

        let screenPhases = try SuitePhases.measure(suite, sample: sample)
        let emptyPhases = try SuitePhases.measure(empty, sample: sample)
        screenPhases.add(to: &report, prefix: "")
        emptyPhases.add(to: &report, prefix: "empty-")
        report.add("thread", SuitePhases.threadStart(runs: sample))

        let fixedShare = assertEmpty.median / max(assert1.median, 1e-9)
        report.note("assertions=\(count) screens=\(suite.screens.map(\.name).joined(separator: ",")) tasks=\(tasks) runs=\(runs)")
        report.note("per_assertion_ms=\(Format.ms(assert1.median)) fixed_ms=\(Format.ms(assertEmpty.median)) fixed_share=\(String(format: "%.2f", fixedShare))")
        report.note("throughput_1=\(Format.ms(Double(count) / wall1.median * 1000))/s throughput_\(tasks)=\(Format.ms(Double(count) / wallT.median * 1000))/s speedup=\(String(format: "%.2f", wall1.median / max(wallT.median, 1e-9)))")
        report.note(screenPhases.note(name: "screen"))
        report.note(emptyPhases.note(name: "empty"))
        report.print(label: "suite\(count)")
    }

    /// `pass` if every assertion matched; throws with the first failure otherwise.
    private static func checked(_ pass: SnapshotSuite.Pass) throws -> SnapshotSuite.Pass {
        if let failure = pass.failures.first {
            throw BenchError("\(pass.failures.count) assertion(s) failed; the first:\n\(failure)")
        }
        return pass
    }
}
