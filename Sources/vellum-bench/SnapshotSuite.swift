import Foundation
import Vellum
import VellumGeometry
import VellumSnapshotTesting

/// A snapshot test suite's shape: `count` assertions, each one screen rendered
/// and checked against its own reference in `directory`, as `assertSVGSnapshot`
/// checks it (`checkSVGSnapshot` is its core without the test-framework report).
struct SnapshotSuite: Sendable {
    /// How many assertions.
    var count: Int
    /// The references' folder (`snapshotDirectory:`).
    var directory: String
    /// The screens, asserted in turn.
    var screens: [SuiteScreen]

    /// The screen of assertion `i`.
    func screen(_ i: Int) -> SuiteScreen { screens[i % screens.count] }

    /// The snapshot name of assertion `i`: each assertion has its own reference, as each test has.
    func name(_ i: Int) -> String { "\(screen(i).name)-\(i)" }

    /// The reference file of assertion `i`, where `checkSVGSnapshot` reads it.
    func reference(_ i: Int) -> String {
        (directory as NSString).appendingPathComponent("SnapshotSuite/suite.\(name(i)).svg")
    }

    /// Assertion `i`; the failure message, if any. `record: .missing` writes a missing reference.
    func assert(_ i: Int, record: SnapshotRecordMode) -> String? {
        let screen = screen(i)
        return checkSVGSnapshot(ofSVG: try screen.svg(), named: name(i), snapshotDirectory: directory, record: record,
                                fileID: "vellum_bench/SnapshotSuite.swift", function: "suite()")
    }

    /// What one pass over the suite measured.
    struct Pass: Sendable {
        /// Wall time of the whole pass, in milliseconds.
        var wall: Double
        /// Each assertion's wall time, in milliseconds, in completion order.
        var assertions: [Double]
        /// The failure messages (an assertion that recorded a reference counts as one).
        var failures: [String]
    }

    /// Every assertion, at most `tasks` at a time in child tasks of one task
    /// group on Swift's cooperative pool: how Swift Testing runs parallel
    /// `@Test` functions, each calling `assertSVGSnapshot` synchronously.
    func pass(tasks: Int, record: SnapshotRecordMode) -> Pass {
        let suite = self
        return BlockingTask.run {
            await withTaskGroup(of: (Double, String?).self) { group in
                var next = 0
                func add() {
                    let i = next
                    next += 1
                    group.addTask {
                        let (ms, failure) = Clock.time { suite.assert(i, record: record) }
                        return (ms, failure)
                    }
                }
                let t0 = Clock.now()
                while next < min(count, max(1, tasks)) { add() }
                var result = Pass(wall: 0, assertions: [], failures: [])
                result.assertions.reserveCapacity(count)
                while let (ms, failure) = await group.next() {
                    result.assertions.append(ms)
                    if let failure { result.failures.append(failure) }
                    if next < count { add() }
                }
                result.wall = Clock.now() - t0
                return result
            }
        }
    }
}

/// Runs async work to completion from synchronous code, waiting on a
/// semaphore (the calling thread is not one of the cooperative pool's).
enum BlockingTask {
    static func run<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
        let box = Locked<T?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            let value = await body()
            box.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        guard let value = box.withLock({ $0 }) else { preconditionFailure("BlockingTask: the task signalled without a result") }
        return value
    }
}
