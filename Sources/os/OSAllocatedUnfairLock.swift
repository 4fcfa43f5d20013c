import Foundation

/// A lock guarding a value, as Apple's `OSAllocatedUnfairLock` (iOS 16).
///
/// ```swift
/// let cache = OSAllocatedUnfairLock(initialState: [String: Data]())
/// cache.withLock { $0["avatar"] = data }
/// ```
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    // Unchecked: the state is only reached while the lock is held.
    private final class Storage {
        let lock = NSLock()
        var state: State
        init(_ state: State) { self.state = state }
    }

    private let storage: Storage

    /// A lock guarding `initialState`.
    public init(uncheckedState initialState: State) { storage = Storage(initialState) }

    /// A lock guarding `initialState`.
    public init(initialState: State) where State: Sendable { storage = Storage(initialState) }

    /// Runs `body` with the state, holding the lock.
    public func withLock<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R where R: Sendable {
        try withLockUnchecked(body)
    }

    /// Runs `body` with the state, holding the lock, without checking what it returns.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        storage.lock.lock(); defer { storage.lock.unlock() }
        return try body(&storage.state)
    }

    /// Runs `body` with the state when the lock is free now; nil when it is held.
    public func withLockIfAvailable<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? where R: Sendable {
        guard storage.lock.try() else { return nil }
        defer { storage.lock.unlock() }
        return try body(&storage.state)
    }
}

extension OSAllocatedUnfairLock where State == () {
    /// A lock guarding nothing.
    public init() { storage = Storage(()) }

    /// Takes the lock.
    public func lock() { storage.lock.lock() }
    /// Lets the lock go.
    public func unlock() { storage.lock.unlock() }
    /// Runs `body` holding the lock.
    public func withLock<R>(_ body: @Sendable () throws -> R) rethrows -> R where R: Sendable {
        storage.lock.lock(); defer { storage.lock.unlock() }
        return try body()
    }
}
