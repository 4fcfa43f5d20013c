/// A span of scheduler time (`.milliseconds(300)`, `0.5`), for the
/// time-based operators.
///
/// ```swift
/// $query.debounce(for: .seconds(0.5), scheduler: DispatchQueue.main)
/// ```
public struct SchedulerStride: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The span in seconds.
    public let seconds: Double

    init(seconds: Double) { self.seconds = seconds }
    /// A span of `value` seconds.
    public init(floatLiteral value: Double) { seconds = value }
    /// A span of `value` seconds.
    public init(integerLiteral value: Int) { seconds = Double(value) }

    /// A span in seconds.
    public static func seconds(_ s: Double) -> SchedulerStride { SchedulerStride(seconds: s) }
    /// A span in seconds.
    public static func seconds(_ s: Int) -> SchedulerStride { SchedulerStride(seconds: Double(s)) }
    /// A span in milliseconds.
    public static func milliseconds(_ ms: Int) -> SchedulerStride { SchedulerStride(seconds: Double(ms) / 1_000) }
    /// A span in microseconds.
    public static func microseconds(_ us: Int) -> SchedulerStride { SchedulerStride(seconds: Double(us) / 1_000_000) }
    /// A span in nanoseconds.
    public static func nanoseconds(_ ns: Int) -> SchedulerStride { SchedulerStride(seconds: Double(ns) / 1_000_000_000) }
}
