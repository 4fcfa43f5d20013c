import Foundation

/// A value behind a lock: the one way this module shares mutable state (caches,
/// loaded faces) between threads.
///
/// `NSLock` rather than `Synchronization.Mutex` so the package keeps building for
/// macOS 13, where `Mutex` is unavailable.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    /// Wraps `value`.
    init(_ value: Value) { self.value = value }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
