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
/// as SwiftUI's does) is main-actor isolated: it hops to the main actor
/// before its first line. Such hops, made from the draining thread, come
/// here too (`MainActorJobs`) and run on the render thread as the main
/// actor's jobs, for the reason `MainActorCode` gives; a hop one of these
/// tasks makes from another thread later is dropped like any other job.
final class TaskPrefixExecutor: TaskExecutor, @unchecked Sendable {
    // Unchecked: `jobs` and `drainer` are guarded by `lock`.
    private let lock = NSLock()
    private var jobs: [(job: UnownedJob, onMainActor: Bool)] = []
    private var drainer: Thread?

    /// The most jobs one drain runs: a task that never suspends for real
    /// (`while true { await Task.yield() }`) stops there.
    static let jobLimit = 10_000

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.lock(); defer { lock.unlock() }
        guard let drainer, drainer === Thread.current else { return }
        jobs.append((job, false))
    }

    /// Takes a main-actor job that one of this executor's tasks enqueued on
    /// the draining thread; false when it is not draining on this thread.
    fileprivate func takeMainActorJob(_ job: UnownedJob) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard let drainer, drainer === Thread.current else { return false }
        jobs.append((job, true))
        return true
    }

    /// Starts `actions` as tasks on this executor and runs them to their
    /// first real suspension; whether the job limit stopped them.
    func run(_ actions: [@Sendable () async -> Void]) -> Bool {
        lock.lock(); drainer = Thread.current; lock.unlock()
        MainActorJobs.shared.begin(self)
        defer {
            MainActorJobs.shared.end(self)
            lock.lock(); drainer = nil; jobs = []; lock.unlock()
        }
        for action in actions {
            Task(executorPreference: self) {
                MainActorJobs.shared.adoptCurrentTask()
                await action()
                MainActorJobs.shared.releaseCurrentTask()
            }
        }
        var ran = 0
        while ran < Self.jobLimit {
            lock.lock()
            guard !jobs.isEmpty else { lock.unlock(); return false }
            let (job, onMainActor) = jobs.removeFirst()
            lock.unlock()
            if onMainActor {
                job.runSynchronously(on: MainActor.sharedUnownedExecutor)
            } else {
                job.runSynchronously(on: asUnownedTaskExecutor())
            }
            ran += 1
        }
        return true
    }
}

/// The main actor's jobs of the tasks views start: taken from the runtime's
/// main-executor hook (`swift_task_enqueueMainExecutor_hook`, the hook
/// swift-concurrency-extras' `withMainSerialExecutor` uses for the global
/// executor) and run by the `TaskPrefixExecutor` draining on the thread that
/// enqueued them; the jobs of any other task go on to the main queue as
/// before. Installed once, on the first render that starts a task.
private final class MainActorJobs: @unchecked Sendable {
    // Unchecked: `draining` and `tasks` are guarded by `lock`.
    static let shared = MainActorJobs()

    private typealias Original = @convention(thin) (UnownedJob) -> Void
    private typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    private let lock = NSLock()
    /// The executors draining now, by their thread.
    private var draining: [ObjectIdentifier: TaskPrefixExecutor] = [:]
    /// The tasks these executors started that have not finished: their main
    /// actor's jobs never go to the main queue.
    private var tasks: Set<UnsafeRawPointer> = []
    private var previous: Hook?
    private var installed = false

    func begin(_ executor: TaskPrefixExecutor) {
        lock.lock(); defer { lock.unlock() }
        draining[ObjectIdentifier(Thread.current)] = executor
        guard !installed else { return }
        installed = true
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueMainExecutor_hook") else { return }
        let hook = symbol.assumingMemoryBound(to: Hook?.self)
        previous = hook.pointee
        hook.pointee = { job, original in MainActorJobs.shared.enqueue(job, original) }
    }

    func end(_ executor: TaskPrefixExecutor) {
        lock.lock(); defer { lock.unlock() }
        draining[ObjectIdentifier(Thread.current)] = nil
    }

    func adoptCurrentTask() {
        guard let task = Self.currentTask() else { return }
        lock.lock(); tasks.insert(task); lock.unlock()
    }

    func releaseCurrentTask() {
        guard let task = Self.currentTask() else { return }
        lock.lock(); tasks.remove(task); lock.unlock()
    }

    private static func currentTask() -> UnsafeRawPointer? {
        withUnsafeCurrentTask { task in task.map { unsafeBitCast($0, to: UnsafeRawPointer.self) } }
    }

    private func enqueue(_ job: UnownedJob, _ original: Original) {
        lock.lock()
        let executor = draining[ObjectIdentifier(Thread.current)]
        let isOurs = tasks.contains(unsafeBitCast(job, to: UnsafeRawPointer.self))
        let previous = previous
        lock.unlock()
        if let executor, executor.takeMainActorJob(job) { return }
        // A hop one of our tasks makes after a real suspension: dropped, as
        // `TaskPrefixExecutor` drops its other late jobs.
        if isOurs { return }
        if let previous { previous(job, original) } else { original(job) }
    }
}
