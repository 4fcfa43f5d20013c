/// Writes messages to a log, as Apple's `Logger` (iOS 14): on Linux each
/// message is a line on standard error, as Xcode's console shows it.
///
/// ```swift
/// private let logger = Logger(subsystem: "com.example.app", category: "feed")
/// logger.debug("Refreshing \(posts.count) posts")
/// logger.error("Failed: \(error.localizedDescription, privacy: .public)")
/// ```
public struct Logger: Sendable {
    private let log: OSLog

    /// A logger for the default log.
    public init() { log = .default }
    /// A logger for a subsystem and category.
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    /// A logger for an existing log.
    public init(_ log: OSLog) { self.log = log }

    /// Writes a message at the default level.
    public func log(_ message: OSLogMessage) { LogSink.write(message.text, level: .default, log: log) }
    /// Writes a message at a level.
    public func log(level: OSLogType, _ message: OSLogMessage) { LogSink.write(message.text, level: level, log: log) }
    /// Writes a message at the default level.
    public func notice(_ message: OSLogMessage) { LogSink.write(message.text, level: .default, log: log) }
    /// Writes a debug message.
    public func debug(_ message: OSLogMessage) { LogSink.write(message.text, level: .debug, log: log) }
    /// Writes a trace message (debug level).
    public func trace(_ message: OSLogMessage) { LogSink.write(message.text, level: .debug, log: log) }
    /// Writes an informative message.
    public func info(_ message: OSLogMessage) { LogSink.write(message.text, level: .info, log: log) }
    /// Writes an error.
    public func error(_ message: OSLogMessage) { LogSink.write(message.text, level: .error, log: log) }
    /// Writes a warning (error level).
    public func warning(_ message: OSLogMessage) { LogSink.write(message.text, level: .error, log: log) }
    /// Writes a fault.
    public func fault(_ message: OSLogMessage) { LogSink.write(message.text, level: .fault, log: log) }
    /// Writes a critical message (fault level).
    public func critical(_ message: OSLogMessage) { LogSink.write(message.text, level: .fault, log: log) }
}
