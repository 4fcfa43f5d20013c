import Foundation

/// The child processes ``Subprocess`` is waiting for, so they can be stopped
/// all at once (``terminateAll()``) when the command ends before they do.
final class RunningProcesses: @unchecked Sendable {
    // Unchecked: `processes` is only touched under `lock`.
    private let lock = NSLock()
    private var processes: [ObjectIdentifier: Process] = [:]

    /// Notes that `process` runs.
    func add(_ process: Process) {
        lock.lock()
        processes[ObjectIdentifier(process)] = process
        lock.unlock()
    }

    /// Notes that `process` ended.
    func remove(_ process: Process) {
        lock.lock()
        processes[ObjectIdentifier(process)] = nil
        lock.unlock()
    }

    /// Sends each running process SIGTERM (`swift build` then stops its compilers).
    func terminateAll() {
        lock.lock()
        let running = Array(processes.values)
        lock.unlock()
        for process in running where process.isRunning { process.terminate() }
    }
}
