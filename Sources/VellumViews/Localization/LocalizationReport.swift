import Foundation

/// Where lowering reports the keys that have no translation in the locale's
/// language. A reference, so every branch of one lowering reports to the same
/// place; guarded by a lock because lowering may run on any thread.
package final class LocalizationReport: @unchecked Sendable {
    private let lock = NSLock()
    private var keys: [String] = []
    private var seen: Set<String> = []

    package init() {}

    /// Records `key` (of `table`) once, in the order first met.
    package func missing(_ key: String, table: String?) {
        let name = table.map { $0 == "Localizable" ? key : "\($0): \(key)" } ?? key
        lock.lock(); if seen.insert(name).inserted { keys.append(name) }; lock.unlock()
    }

    /// The keys reported, in the order first met.
    package var missingKeys: [String] { lock.lock(); defer { lock.unlock() }; return keys }
}
