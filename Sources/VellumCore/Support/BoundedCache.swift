/// A thread-safe dictionary cache that forgets everything once it holds
/// `capacity` entries, so a long run cannot grow it without bound. Values are
/// pure functions of their keys, so forgetting never changes an answer.
package final class BoundedCache<Key: Hashable, Value>: Sendable {
    private let storage: Locked<[Key: Value]>
    private let capacity: Int

    /// A cache of at most `capacity` entries.
    package init(capacity: Int) {
        self.capacity = Swift.max(1, capacity)
        self.storage = Locked([:])
    }

    /// The cached value for `key`, or the one `make` computes (and stores).
    ///
    /// `make` runs outside the lock, so two threads may compute the same value
    /// at once; both get equal answers and one of them is kept.
    package func value(for key: Key, make: () -> Value) -> Value {
        if let hit = storage.withLock({ $0[key] }) { return hit }
        let made = make()
        storage.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = made
        }
        return made
    }

    /// How many entries the cache holds now.
    package var count: Int { storage.withLock { $0.count } }
}
