/// Runs the main-actor-isolated code a user writes (a view's `body`, a
/// modifier's `body(content:)`, a style's `makeBody(configuration:)`, an app's
/// or a scene's `body`, a preview's closure) synchronously on the thread that
/// renders, whatever thread that is.
///
/// SwiftUI declares `View` and the rest `@MainActor`, so a user's `body` is
/// main-actor isolated and may call main-actor code (a `@MainActor` view
/// model, `UIApplication.shared`). Vellum renders on a thread of its own
/// (`SVGRenderer.svg()` runs the pipeline on a large-stack thread) and may
/// be called from any thread or task, and from many at once. Hopping to the
/// real main actor would deadlock a caller that blocks the main thread (an
/// XCTest method, a command-line tool) and serialise every render in the
/// process; `MainActor.assumeIsolated` traps off the main thread.
///
/// So this helper erases the isolation of a synchronous `@MainActor`
/// function (a cast of `@MainActor (A) -> R` to `(A) -> R`, which have the
/// same representation; `MainActor.assumeIsolated` makes the same cast after
/// its check) and calls it in place, inside a job that runs on the calling
/// thread isolated to the main actor's executor (`asMainActorJob`). The job
/// matters: Swift 6 mode code checks its isolation at run time (SE-0423) in
/// every main-actor closure it hands to a Swift 5 mode module, the standard
/// library included (`values.indices.map { values[$0] }` in a `body`), and
/// that check traps on any other thread unless the running job is the main
/// actor's. Why running it here is sound enough for a still picture:
///
/// - A render evaluates user code on one thread, one call after the other,
///   never concurrently with itself: exactly the serial execution the main
///   actor guarantees, on another thread. The values one render creates (its
///   views, its state cells) are not shared with another render.
/// - What such code can share with the rest of the process is what it can
///   reach from the values the caller handed to the renderer: a `@MainActor`
///   view model the caller made, a global. Rendering while the caller's main
///   actor mutates that same object is a race the caller creates, as it
///   would be with any object handed to another thread; the usual case (a
///   test or a preview building a model, then asking for the picture while it
///   waits) has no concurrent access.
/// - The code is synchronous: it cannot suspend and resume on the real main
///   actor half-way. (The graph's `task` actions are asynchronous and run on
///   the render thread through `TaskPrefixExecutor`, which runs their jobs
///   as the main actor's in the same way.)
/// - An explicit `MainActor.assertIsolated()` or `assumeIsolated` in user
///   code passes too, as it would in SwiftUI; checked by
///   `VellumTests/Isolation` in Swift 6 and Swift 5 mode (`VellumSwift5Tests`).
///
/// ```swift
/// let body = MainActorCode.body(of: view)   // view.body, on this thread
/// ```
package enum MainActorCode {
    /// `function(argument)`, run synchronously on the calling thread as if it
    /// were on the main actor (see the type's discussion for why that holds).
    package static func call<A, R>(_ function: @MainActor (A) -> R, _ argument: A) -> R {
        withoutActuallyEscaping(function) { function in
            let erased = unsafeBitCast(function, to: ((A) -> R).self)
            return asMainActorJob { erased(argument) }
        }
    }

    /// `body()`, run synchronously on the calling thread as if it were on the
    /// main actor.
    package static func run<R>(_ body: @MainActor () throws -> R) throws -> R {
        try withoutActuallyEscaping(body) { body in
            let erased = unsafeBitCast(body, to: (() throws -> R).self)
            return try asMainActorJob { Result { try erased() } }.get()
        }
    }

    /// Whether the running code is inside `asMainActorJob`.
    @TaskLocal private static var isInMainActorJob = false

    /// `body()`, run to completion on this thread as a job isolated to the
    /// main actor's executor (at once when already inside one): the renderer
    /// runs a whole render this way, so the bodies it evaluates cost no job
    /// of their own. `body` must not suspend (it is synchronous).
    package static func asMainActorJob<R>(_ body: @escaping () -> R) -> R {
        if isInMainActorJob { return body() }
        let executor = InlineJobExecutor()
        let box = InlineJobResult(body)
        Task(executorPreference: executor) {
            $isInMainActorJob.withValue(true) { box.run() }
        }
        // The task's first job hops onto the executor it prefers; the next runs `body`.
        while !box.isDone, let job = executor.take() {
            job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: executor.asUnownedTaskExecutor())
        }
        return box.take()
    }

    /// `view.body`, evaluated on the calling thread.
    package static func body<V: View>(of view: V) -> V.Body {
        call(isolatedBody, view)
    }

    /// `modifier.body(content:)`, evaluated on the calling thread.
    package static func body<M: ViewModifier>(of modifier: M, content: M.Content) -> M.Body {
        call(isolatedBody, (modifier, content))
    }

    /// `scene.body`, evaluated on the calling thread.
    package static func body<S: Scene>(of scene: S) -> S.Body {
        call(isolatedBody, scene)
    }

    /// `app.body`, evaluated on the calling thread.
    package static func body<A: App>(of app: A) -> A.Body {
        call(isolatedBody, app)
    }

    /// A preview provider's `previews`, evaluated on the calling thread.
    package static func previews<P: PreviewProvider>(of provider: P.Type) -> P.Previews {
        call(isolatedPreviews, provider)
    }
}

@MainActor private func isolatedBody<V: View>(_ view: V) -> V.Body { view.body }
@MainActor private func isolatedBody<M: ViewModifier>(_ input: (M, M.Content)) -> M.Body { input.0.body(content: input.1) }
@MainActor private func isolatedBody<S: Scene>(_ scene: S) -> S.Body { scene.body }
@MainActor private func isolatedBody<A: App>(_ app: A) -> A.Body { app.body }
@MainActor private func isolatedPreviews<P: PreviewProvider>(_ provider: P.Type) -> P.Previews { provider.previews }

/// Holds the jobs of one `asMainActorJob` task for the calling thread to run.
private final class InlineJobExecutor: TaskExecutor, @unchecked Sendable {
    // Unchecked: written by `enqueue` on the thread that runs the jobs, read there.
    private var jobs: [UnownedJob] = []

    func enqueue(_ job: consuming ExecutorJob) { jobs.append(UnownedJob(job)) }

    func take() -> UnownedJob? { jobs.isEmpty ? nil : jobs.removeFirst() }
}

/// The body of one `asMainActorJob` and its result.
private final class InlineJobResult<R>: @unchecked Sendable {
    // Unchecked: used by one thread only, the one that runs the job inline.
    private var body: (() -> R)?
    private var result: R?
    private(set) var isDone = false

    init(_ body: @escaping () -> R) { self.body = body }

    func run() {
        result = body?()
        body = nil
        isDone = true
    }

    func take() -> R {
        guard let result else { preconditionFailure("main-actor job did not run to completion: a synchronous body cannot suspend") }
        return result
    }
}
