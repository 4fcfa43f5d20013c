/// A log: a subsystem and a category, as Apple's `OSLog` object.
///
/// ```swift
/// let log = OSLog(subsystem: "com.example.app", category: "network")
/// os_log("Loaded %d items", log: log, type: .info, items.count)
/// ```
public final class OSLog: Sendable {
    /// The subsystem messages belong to (usually the app's bundle identifier).
    public let subsystem: String
    /// The category within the subsystem.
    public let category: String

    /// A log for a subsystem and category.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// The shared default log.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that writes nothing.
    public static let disabled = OSLog(subsystem: "", category: "disabled")

    /// Whether messages of `type` are written: all are, but on ``disabled``.
    public func isEnabled(type: OSLogType) -> Bool { self !== OSLog.disabled }
}
