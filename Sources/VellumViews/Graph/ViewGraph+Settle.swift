import Foundation
import Observation
import VellumCore
import VellumLayout

extension ViewGraph {
    /// Evaluates the picture with `pass` (lowering and layout, with this
    /// graph in the lowering context) until it settles: after each pass the
    /// views' `onAppear`, `onChange`, preference and geometry actions run in
    /// SwiftUI's order, then the synchronous start of their tasks; when they
    /// changed state, an `@Observable` model or a value content is built
    /// from, the picture is evaluated again. Stops after `passLimit` passes
    /// (see `report`). A picture whose views ask for nothing costs one pass.
    package func settle(_ pass: () throws -> LayoutResult) throws -> LayoutResult {
        try settle { (try pass(), []) }
    }

    /// `settle(_:)` for a pass that lays out more than the screen: the
    /// content of what the screen presents (a sheet, an alert), laid out on
    /// its own, whose views appear too.
    package func settle(_ pass: () throws -> (LayoutResult, presented: [LayoutResult])) throws -> LayoutResult {
        report = SettleReport()
        let executor = TaskPrefixExecutor()
        let mainQueue = MainQueueDeferral()
        defer {
            mainQueue.close()
            finish()
        }
        return try MainQueueDeferral.$current.withValue(mainQueue) {
            try settle(pass, executor: executor, mainQueue: mainQueue)
        }
    }

    /// The passes of `settle(_:)`, with blocks given to the main queue kept by `mainQueue`.
    private func settle(_ pass: () throws -> (LayoutResult, presented: [LayoutResult]),
                        executor: TaskPrefixExecutor, mainQueue: MainQueueDeferral) throws -> LayoutResult {
        while true {
            report.passes += 1
            storage.withLock { $0.marks = 0; $0.changes = []; $0.diagnostics = RenderDiagnostics() }
            let observed = Locked(false)
            let result = withObservationTracking {
                Result { try pass() }
            } onChange: {
                observed.withLock { $0 = true }
            }
            let (layout, presented) = try result.get()
            let changes = runActions(of: [layout] + presented, executor: executor, mainQueue: mainQueue) + (observed.withLock({ $0 }) ? ["an @Observable model"] : [])
            guard !changes.isEmpty else { return layout }
            if report.passes >= Self.passLimit {
                report.stillChanging = changes.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
                return layout
            }
        }
    }

    /// Runs what the pass's marks ask for; what changed as they ran (empty
    /// when nothing did, and the picture has settled).
    private func runActions(of layouts: [LayoutResult], executor: TaskPrefixExecutor, mainQueue: MainQueueDeferral) -> [String] {
        guard hasMarks || mainQueue.hasBlocks else { return [] }
        var walk = MarkWalk(graph: self)
        for layout in layouts { walk.walk(layout) }
        let disappeared: [() -> Void] = storage.withLock { storage in
            let gone = storage.appeared.keys.filter { !walk.seen.contains($0) }.sorted { $0.description < $1.description }
            var actions: [() -> Void] = []
            for identity in gone {
                if let action = storage.appeared.removeValue(forKey: identity) ?? nil { actions.append(action) }
                storage.subscriptions.removeValue(forKey: identity)?.cancel()
            }
            return actions
        }
        let ranSomething = !walk.actions.isEmpty || !walk.tasks.isEmpty || !walk.subscriptions.isEmpty || !disappeared.isEmpty
            || mainQueue.hasBlocks
        storage.withLock { $0.runningActions = true; $0.changes = [] }
        for action in walk.actions { action() }
        for (identity, subscribe) in walk.subscriptions {
            let thread = Thread.current
            let subscription = subscribe { [weak self] in
                // A value delivered later, or on another thread, is not drawn.
                Thread.current === thread && (self?.storage.withLock { $0.runningActions } ?? false)
            }
            storage.withLock { $0.subscriptions[identity] = subscription }
        }
        for action in disappeared { action() }
        let stopped = executor.run(walk.tasks)
        // Blocks given to the main queue run on its next turn, before the frame.
        let blocksStopped = mainQueue.drain()
        var changes = storage.withLock { storage in
            storage.runningActions = false
            return storage.changes
        }
        if stopped { changes.append("a task that never suspends") }
        if blocksStopped { changes.append("a main-queue block that schedules itself") }
        changes += walk.contentChanged
        if changes.isEmpty, ranSomething, storage.withLock({ $0.observesObjects }) {
            // An ObservableObject may have changed; Vellum cannot tell, so it looks again.
            changes.append("an ObservableObject")
        }
        return changes
    }

    /// Whether the pass made marks, or views appeared before (which may now be gone).
    package var hasMarks: Bool { storage.withLock { $0.marks > 0 || !$0.appeared.isEmpty } }

    /// Ends the render: publishers are let go.
    private func finish() {
        let subscriptions = storage.withLock { storage in
            let all = Array(storage.subscriptions.values)
            storage.subscriptions = [:]
            return all
        }
        for subscription in subscriptions { subscription.cancel() }
    }
}

