import Foundation

/// A value behind a lock: the way Vellum's modules share mutable state (caches,
/// loaded faces) between threads.
///
/// `NSLock` rather than `Synchronization.Mutex` so the package keeps building for
/// macOS 13, where `Mutex` is unavailable.
package final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    /// Wraps `value`.
    package init(_ value: Value) { self.value = value }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
