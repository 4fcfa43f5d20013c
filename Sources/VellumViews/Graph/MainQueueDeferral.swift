import Foundation
import VellumCore

/// The blocks a render's views hand to `DispatchQueue.main.async` while
/// the picture settles, run on the render's thread before the picture is
/// drawn.
///
/// On a device, `onAppear { DispatchQueue.main.async { isAnimating = true } }`
/// runs its block on the next turn of the main run loop, before the frame
/// the user sees settles; loading indicators and staged entrances rely on
/// it. A render runs on a thread of its own and may be called by a caller
/// that blocks the main thread, whose main queue would then never drain.
/// So while a graph settles, `DispatchQueue.main.async(execute:)` (the
/// overload Vellum's SwiftUI declares) hands its block here; `drain()` runs
/// the blocks in order, as the main actor's code, when the views' actions
/// have run. A block given from another thread, or after the render ended,
/// goes to the real main queue. `asyncAfter` is not deferred: what runs
/// later than the next turn is not in the first settled frame.
package final class MainQueueDeferral: @unchecked Sendable {
    // Unchecked: every mutable part is behind `state`'s lock.

    /// The deferral of the render running on this task, if any.
    @TaskLocal package static var current: MainQueueDeferral?

    /// The most blocks one drain runs: a block that schedules itself again
    /// stops there, and the rest wait for the next pass's drain.
    static let blockLimit = 100

    private struct State {
        var blocks: [@MainActor () -> Void] = []
        var thread: Thread?
    }

    private let state = Locked(State())

    /// Takes the blocks given on `thread` until `close()`.
    package init(thread: Thread = .current) { state.withLock { $0.thread = thread } }

    /// Keeps `work` for `drain()`; false when this deferral no longer takes
    /// blocks (the render ended) or `work` was given on another thread.
    package func take(_ work: @escaping @MainActor () -> Void) -> Bool {
        state.withLock { state in
            guard let thread = state.thread, thread === Thread.current else { return false }
            state.blocks.append(work)
            return true
        }
    }

    /// Whether blocks wait for `drain()`.
    package var hasBlocks: Bool { state.withLock { !$0.blocks.isEmpty } }

    /// Runs the blocks kept, and those they give in turn, in order; whether
    /// the block limit stopped them with blocks still waiting.
    package func drain() -> Bool {
        for _ in 0..<Self.blockLimit {
            guard let block = state.withLock({ $0.blocks.isEmpty ? nil : $0.blocks.removeFirst() }) else { return false }
            MainActorCode.call({ (_: Void) in block() }, ())
        }
        return hasBlocks
    }

    /// Stops taking blocks: later ones go to the real main queue.
    package func close() { state.withLock { $0 = State() } }
}
