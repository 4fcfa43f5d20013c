import Foundation

/// A duration in seconds, as Core Foundation's `CFTimeInterval`.
public typealias CFTimeInterval = Double

/// The current absolute time, in seconds, of the system's monotonic clock,
/// as Core Animation's `CACurrentMediaTime()`.
///
/// ```swift
/// let start = CACurrentMediaTime()
/// render()
/// print("took \(CACurrentMediaTime() - start) s")
/// ```
public func CACurrentMediaTime() -> CFTimeInterval {
    ProcessInfo.processInfo.systemUptime
}
