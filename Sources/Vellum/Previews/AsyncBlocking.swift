import Foundation

/// Runs async work to completion from synchronous code, for `PreviewModifier`'s
/// `makeSharedContext()`: the work's jobs run on the waiting thread itself
/// (a task executor of its own), so waiting never takes a thread from Swift's
/// cooperative pool and cannot deadlock a test run that fills it.
enum AsyncBlocking {
    /// The result of `body`; its error is rethrown here.
    static func run<T>(_ body: @escaping () async throws -> T) throws -> T {
        let box = ResultBox<T>()
        let work = UncheckedWork(body: body)
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            let executor = WaitingThreadExecutor()
            Task(executorPreference: executor) {
                box.set(await Result { try await work.body() })
                executor.wake()
            }
            executor.runJobs(until: { box.isSet })
        } else {
            let done = DispatchSemaphore(value: 0)
            Task.detached {
                box.set(await Result { try await work.body() })
                done.signal()
            }
            done.wait()
        }
        return try box.take()
    }

    /// The work, handed to the task that runs it.
    private struct UncheckedWork<T>: @unchecked Sendable {
        // Unchecked: `body` runs once, in the task; the caller waits for it.
        let body: () async throws -> T
    }

    /// The result, written by the task and read by the waiting thread after it is set.
    private final class ResultBox<T>: @unchecked Sendable {
        // Unchecked: every access goes through `lock`.
        private let lock = NSLock()
        private var result: Result<T, any Error>?
        var isSet: Bool { lock.withLock { result != nil } }
        func set(_ value: Result<T, any Error>) { lock.withLock { result = value } }
        func take() throws -> T { try lock.withLock { result! }.get() }
    }
}

extension Result where Failure == any Error {
    /// The result of async `body`.
    init(_ body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}

/// A task executor whose jobs run on the thread that calls `runJobs(until:)`.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class WaitingThreadExecutor: TaskExecutor, @unchecked Sendable {
    // Unchecked: the queue is only touched under `condition`.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var woken = false

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Wakes `runJobs(until:)` to check its condition.
    func wake() {
        condition.lock()
        woken = true
        condition.signal()
        condition.unlock()
    }

    /// Runs enqueued jobs on this thread until `done()` is true.
    func runJobs(until done: () -> Bool) {
        while true {
            condition.lock()
            while jobs.isEmpty && !woken { condition.wait() }
            let next = jobs.isEmpty ? nil : jobs.removeFirst()
            woken = false
            condition.unlock()
            if let next { next.runSynchronously(on: asUnownedTaskExecutor()) }
            if done() {
                condition.lock()
                let remaining = jobs
                jobs.removeAll()
                condition.unlock()
                for job in remaining { job.runSynchronously(on: asUnownedTaskExecutor()) }
                return
            }
        }
    }
}
