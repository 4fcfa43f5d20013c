import Foundation
import VellumTestSupport

/// A package's turn in the shared build folder (``SharedScratch``), held while
/// an async test works: `SharedScratch.inTurn` runs blocking work on a thread
/// of its own, and here that work is to wait until ``end()``.
final class HeldTurn: @unchecked Sendable {
    // Unchecked: `held` is only touched under `lock`; the semaphore and the task are thread-safe.
    private let lock = NSLock()
    private var held = false
    private let release = DispatchSemaphore(value: 0)
    private var task: Task<Void, any Error>?

    private var isHeld: Bool {
        lock.lock()
        defer { lock.unlock() }
        return held
    }

    /// Waits for the turn of the package whose build folder is `package` (a `vellum previews` host's).
    static func take(building package: String) async throws -> HeldTurn {
        let turn = HeldTurn()
        let release = turn.release
        turn.task = Task {
            try await SharedScratch.inTurn(building: package) {
                turn.lock.lock()
                turn.held = true
                turn.lock.unlock()
                release.wait()
            }
        }
        while !turn.isHeld { try await Task.sleep(for: .milliseconds(50)) }
        return turn
    }

    /// Gives the turn back.
    func end() async {
        release.signal()
        _ = try? await task?.value
    }
}
