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
/// its check) and calls it in place. Why that is sound enough for a still
/// picture:
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
/// - Swift 6's dynamic isolation checks (SE-0423) are not inserted in these
///   synchronous, non-`@preconcurrency`-conformance witnesses and closures;
///   a Swift 6 mode `body` and its `onAppear` closures evaluated this way run
///   without trapping, in debug and release builds (checked by the tests of
///   `SwiftUITests` and `VellumTests/Isolation`). An explicit
///   `MainActor.assertIsolated()` in user code does trap, as it should.
///
/// ```swift
/// let body = MainActorCode.body(of: view)   // view.body, on this thread
/// ```
package enum MainActorCode {
    /// `function(argument)`, run synchronously on the calling thread as if it
    /// were on the main actor (see the type's discussion for why that holds).
    package static func call<A, R>(_ function: @MainActor (A) -> R, _ argument: A) -> R {
        withoutActuallyEscaping(function) { function in
            unsafeBitCast(function, to: ((A) -> R).self)(argument)
        }
    }

    /// `call`, for a function that throws.
    package static func call<A, R>(_ function: @MainActor (A) throws -> R, _ argument: A) throws -> R {
        try withoutActuallyEscaping(function) { function in
            try unsafeBitCast(function, to: ((A) throws -> R).self)(argument)
        }
    }

    /// `body()`, run synchronously on the calling thread as if it were on the
    /// main actor.
    package static func run<R>(_ body: @MainActor () throws -> R) throws -> R {
        try withoutActuallyEscaping(body) { body in
            try unsafeBitCast(body, to: (() throws -> R).self)()
        }
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
