import Foundation

/// When a `TimelineView` updates: a sequence of dates.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in Text(context.date, style: .time) }
/// ```
public protocol TimelineSchedule {
    /// The dates of the schedule's updates.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates of updates from `startDate` on, the first one the date shown at `startDate`.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update (`.lowFrequency` when the device saves power).
public enum TimelineScheduleMode: Sendable, Equatable {
    /// Updates as the schedule says.
    case normal
    /// Updates less often.
    case lowFrequency
}
