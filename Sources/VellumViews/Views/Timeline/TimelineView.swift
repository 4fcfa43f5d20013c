import Foundation

/// A view that updates on a schedule: a still picture shows its content
/// for the schedule's entry at the moment it is drawn (the latest entry not
/// after now; the first one when all are later), as a device shows it then.
///
/// ```swift
/// TimelineView(.everyMinute) { context in
///     Text(context.date, style: .time)
/// }
/// ```
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is made from: the date of the entry shown.
    public struct Context {
        /// How often the view updates.
        public enum Cadence: Comparable, Sendable {
            /// Every frame.
            case live
            /// About every second.
            case seconds
            /// About every minute.
            case minutes
        }
        /// The date of the entry shown.
        public let date: Date
        /// How often the view updates: `.live` in a picture.
        public let cadence: Cadence
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// Creates a view that shows `content` for the schedule's entries.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule; self.content = content
    }

    public var body: some View {
        content(TimelineViewDefaultContext(date: Self.shownDate(schedule, now: Date()), cadence: .live))
    }

    /// The entry a device shows at `now`: the latest not after it, else the first (at most 10,000 looked at).
    package static func shownDate(_ schedule: Schedule, now: Date) -> Date {
        var shown: Date?
        for (n, date) in schedule.entries(from: now, mode: .normal).enumerated() {
            if date > now || n >= 10_000 { return shown ?? date }
            shown = date
        }
        return shown ?? now
    }
}

/// The context of a `TimelineView`'s content, whatever its schedule.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context
