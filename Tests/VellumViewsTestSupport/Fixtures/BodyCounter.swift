import VellumCore

/// Counts the bodies of rows evaluated (the lazy-list tests).
package final class BodyCounter: Sendable {
    private let count = Locked(0)
    /// A counter at zero.
    package init() {}
    /// How many bodies were evaluated.
    package var value: Int { count.withLock { $0 } }
    /// One more body evaluated.
    package func tick() { count.withLock { $0 += 1 } }
}
