import Foundation
import VellumCore
import VellumGeometry

/// Where log messages go on Linux: one line each on standard error, as
/// Xcode's console shows them while a program runs under it (a still
/// picture never shows them).
enum LogSink {
    /// What sees every line written, for tests; behind the lock that keeps lines whole.
    private static let observers = Locked<[@Sendable (String) -> Void]>([])

    /// Calls `observer` with every line written from now on.
    static func observe(_ observer: @escaping @Sendable (String) -> Void) {
        observers.withLock { $0.append(observer) }
    }

    /// Writes `message` at `level` for `log`.
    static func write(_ message: String, level: OSLogType, log: OSLog) {
        guard log.isEnabled(type: level) else { return }
        let place = log.category.isEmpty ? log.subsystem : "\(log.subsystem):\(log.category)"
        let line = (place.isEmpty ? "[\(level.name)] " : "[\(place)] [\(level.name)] ") + message + "\n"
        observers.withLock { observers in
            FileHandle.standardError.write(Data(line.utf8))
            for observer in observers { observer(line) }
        }
    }
}
