import Foundation
import Vellum
import VellumXMLDiff
import VellumSnapshotTesting

/// One assertion's work taken apart, timed phase by phase on `sample`
/// assertions of a suite (one at a time): the whole assertion, the render,
/// reading the reference and parsing + comparing. What is left of the
/// assertion is the harness: locating the files, the record mode, cleaning up.
struct SuitePhases {
    var assertion: Measurement
    var render: Measurement
    var read: Measurement
    var compare: Measurement

    static func measure(_ suite: SnapshotSuite, sample: Int) throws -> SuitePhases {
        var assertion: [Double] = [], render: [Double] = [], read: [Double] = [], compare: [Double] = []
        let options = SVGDiffOptions(tolerance: 0.001)
        for i in 0..<sample {
            let (a, failure) = Clock.time { suite.assert(i, record: .never) }
            if let failure { throw BenchError(failure) }
            let (r, svg) = try Clock.time { try suite.screen(i).svg() }
            let path = suite.reference(i)
            let (f, text) = try Clock.time { try SnapshotFileStore.read(path) }
            guard let text else { throw BenchError("no reference at \(path)") }
            let (c, result) = try Clock.time { try SVGDiff.compare(text, svg, aName: path, bName: path, options: options) }
            guard result.isEqual else { throw BenchError("\(path) differs from a second render: \(result.summary(limit: 5))") }
            assertion.append(a); render.append(r); read.append(f); compare.append(c)
        }
        return SuitePhases(assertion: Measurement(samples: assertion), render: Measurement(samples: render),
                           read: Measurement(samples: read), compare: Measurement(samples: compare))
    }

    /// The render, read and compare figures, keys prefixed.
    func add(to report: inout Report, prefix: String) {
        report.add(prefix + "render", render)
        report.add(prefix + "read", read)
        report.add(prefix + "compare", compare)
    }

    /// `name_render=… name_read=… name_compare=… name_harness=…` (medians, ms),
    /// then each phase's share of the assertion's median (`name_render_share=0.62`).
    func note(name: String) -> String {
        let whole = max(assertion.median, 1e-9)
        let harness = max(0, assertion.median - render.median - read.median - compare.median)
        let phases = [("render", render.median), ("read", read.median), ("compare", compare.median), ("harness", harness)]
        return (["\(name)_assert=\(Format.ms(assertion.median))"]
                + phases.map { "\(name)_\($0.0)=\(Format.ms($0.1))" }
                + phases.map { "\(name)_\($0.0)_share=\(String(format: "%.2f", $0.1 / whole))" })
            .joined(separator: " ")
    }

    /// Starting a thread with the renderer's stack (`SVGRenderer.svg()` runs
    /// each render on one) and waiting for it: the floor of a render's fixed cost.
    static func threadStart(runs: Int) -> Measurement {
        Clock.measure(runs: runs) {
            let done = DispatchSemaphore(value: 0)
            let thread = Thread { done.signal() }
            thread.stackSize = 1 << 29
            thread.start()
            done.wait()
        }
    }
}
