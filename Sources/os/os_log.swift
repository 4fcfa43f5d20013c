import Foundation

/// Writes a message made from a `printf`-style format, as Apple's
/// `os_log` does (`%{public}@` and the other privacy forms are written as
/// their value).
///
/// ```swift
/// os_log("Loaded %d items from %{public}@", log: .default, type: .info, count, url.path)
/// ```
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default,
                   _ args: any CVarArg...) {
    LogSink.write(formatted(message.description, args), level: type, log: log)
}

/// Writes an interpolated message at the default level, as Apple's `os_log` (iOS 14).
@_disfavoredOverload
public func os_log(_ message: OSLogMessage) {
    LogSink.write(message.text, level: .default, log: .default)
}

/// Writes an interpolated message at a level, as Apple's `os_log` (iOS 14).
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: OSLogMessage) {
    LogSink.write(message.text, level: type, log: log)
}

/// `format` with its `{public}`-style annotations removed and `args` put in.
private func formatted(_ format: String, _ args: [any CVarArg]) -> String {
    var plain = format
    for annotation in ["{public}", "{private}", "{sensitive}", "{private, mask.hash}"] {
        plain = plain.replacingOccurrences(of: "%" + annotation, with: "%")
    }
    return args.isEmpty ? plain : String(format: plain, arguments: args)
}
