/// Where views report something to an ancestor while they are lowered: the
/// first value offered wins. A reference, so every branch of one lowering
/// reports to the same place; guarded by a lock because lowering may run on
/// any thread.
///
/// Used for a root's `navigationTitle` (read by its `NavigationStack`) and a
/// tab's `tabItem` (read by its `TabView`).
package final class FirstValueSink<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    package init() {}

    /// Keeps `value` unless a value was offered before.
    package func offer(_ value: Value) {
        lock.lock(); if stored == nil { stored = value }; lock.unlock()
    }

    /// The first value offered, if any.
    package var value: Value? { lock.lock(); defer { lock.unlock() }; return stored }
}

