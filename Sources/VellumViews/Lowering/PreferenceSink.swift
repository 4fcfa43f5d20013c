/// Collects what views ask of the whole picture while they are lowered
/// (`preferredColorScheme`), for the renderer to honour.
package final class PreferenceSink: @unchecked Sendable {
    // A reference so that every branch of one lowering reports to the same
    // place; guarded by a lock because lowering may run on any thread.
    private let lock = NSLock()
    private var scheme: ColorScheme?

    package init() {}

    /// Records the first preferred colour scheme.
    package func preferColorScheme(_ s: ColorScheme) {
        lock.lock(); if scheme == nil { scheme = s }; lock.unlock()
    }

    /// The preferred colour scheme, if a view set one.
    package var preferredColorScheme: ColorScheme? { lock.lock(); defer { lock.unlock() }; return scheme }
}
