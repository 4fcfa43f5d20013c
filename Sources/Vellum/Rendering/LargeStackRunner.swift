import Foundation

/// Runs a render on a thread of its own with a large stack, and waits for it.
///
/// Lowering, layout, painting and emitting recurse once per level of the view
/// tree. A tree thousands of levels deep needs more stack than a task gets
/// (512 KB on Linux's cooperative pool) or a secondary thread gets by default,
/// so `SVGRenderer.svg()` runs the whole pipeline here, whatever thread calls
/// it. The stack is reserved address space; only the pages a render touches
/// are ever backed by memory.
///
/// ```swift
/// let svg = try LargeStackRunner.run { try RenderPipeline(settings: settings).render(content) }
/// ```
enum LargeStackRunner {
    /// The stack of a render thread: enough for `LoweringContext.maximumDepth`
    /// levels through every stage in a debug build, with room to spare.
    static let stackSize = 1 << 29

    /// The result of `body`, run to completion on a new thread with a
    /// `stackSize` stack; errors are rethrown on the caller's thread.
    static func run<T>(_ body: @escaping () throws -> T) throws -> T {
        let work = Work(body: body)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            work.run()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.name = "Vellum render"
        thread.start()
        done.wait()
        return try work.take()
    }

    /// The body and its result, handed from the caller's thread to the render
    /// thread and back.
    private final class Work<T>: @unchecked Sendable {
        // Unchecked: the render thread runs `body` and writes `result` before it
        // signals; the caller reads `result` only after the signal. The
        // semaphore orders the two threads' accesses.
        private var body: (() throws -> T)?
        private var result: Result<T, any Error>?

        init(body: @escaping () throws -> T) { self.body = body }

        /// Runs the body once and lets go of it (and of the view it holds).
        func run() {
            guard let body else { return }
            // As the main actor's job: the user code the render evaluates is
            // main-actor isolated (see `MainActorCode`).
            result = MainActorCode.asMainActorJob { Result { try body() } }
            self.body = nil
        }

        func take() throws -> T {
            guard let result else {
                throw VellumError(.invalidArgument, subject: "SVGRenderer",
                                  message: "The render thread ended without a result; this is a bug in Vellum, please report it with the view that was rendered.")
            }
            return try result.get()
        }
    }
}
