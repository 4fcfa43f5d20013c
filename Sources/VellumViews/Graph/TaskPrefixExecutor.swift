import Foundation

/// Runs the synchronous start of the tasks views start (`task(_:)`): each
/// task runs on the render's thread up to its first real suspension (a
/// sleep, a network request, a continuation resumed elsewhere), as far as a
/// device gets before its first frame, and never beyond.
///
/// Tasks prefer this executor, so their nonisolated code runs on it; it runs
/// a job only while `drain()` runs and only a job enqueued on the draining
/// thread. A job enqueued from another thread (a timer's wake-up, a
/// callback) is dropped, so what a task does after a real suspension never
/// reaches the picture, and the picture is the same on every run.
///
/// A task started in a main-actor view (`task` inherits the view's actor,
/// as SwiftUI's does) is main-actor isolated: it would hop to the main actor
/// before its first line, and run there after the picture, or never (a
/// caller blocking the main thread). So the drain runs every job as the
/// main actor's (`runSynchronously(isolatedTo:taskExecutor:)`): the task
/// finds itself on the main actor and runs in place, on the render thread,
/// one job at a time, for the reasons `MainActorCode` gives. What such a
/// task does after a real suspension resumes on the process's real main
/// actor, if it runs one, as a `DispatchQueue.main.async` block would.
final class TaskPrefixExecutor: TaskExecutor, @unchecked Sendable {
    // Unchecked: `jobs` and `drainer` are guarded by `lock`.
    private let lock = NSLock()
    private var jobs: [UnownedJob] = []
    private var drainer: Thread?

    /// The most jobs one drain runs: a task that never suspends for real
    /// (`while true { await Task.yield() }`) stops there.
    static let jobLimit = 10_000

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.lock(); defer { lock.unlock() }
        guard let drainer, drainer === Thread.current else { return }
        jobs.append(job)
    }

    /// Starts `actions` as tasks on this executor and runs them to their
    /// first real suspension; whether the job limit stopped them.
    func run(_ actions: [@Sendable () async -> Void]) -> Bool {
        lock.lock(); drainer = Thread.current; lock.unlock()
        defer { lock.lock(); drainer = nil; jobs = []; lock.unlock() }
        for action in actions {
            Task(executorPreference: self) { await action() }
        }
        var ran = 0
        while ran < Self.jobLimit {
            lock.lock()
            guard !jobs.isEmpty else { lock.unlock(); return false }
            let job = jobs.removeFirst()
            lock.unlock()
            job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: asUnownedTaskExecutor())
            ran += 1
        }
        return true
    }
}
