import Foundation
import VellumCore

/// The child processes ``Subprocess`` is waiting for, so they can be stopped
/// all at once (``terminateAll()``) when the command ends before they do.
final class RunningProcesses: Sendable {
    private let processes = Locked<[ObjectIdentifier: Process]>([:])

    /// Notes that `process` runs.
    func add(_ process: Process) {
        processes.withLock { $0[ObjectIdentifier(process)] = process }
    }

    /// Notes that `process` ended.
    func remove(_ process: Process) {
        processes.withLock { $0[ObjectIdentifier(process)] = nil }
    }

    /// Sends each running process SIGTERM (`swift build` then stops its compilers).
    func terminateAll() {
        let running = processes.withLock { Array($0.values) }
        for process in running where process.isRunning { process.terminate() }
    }
}
