import Foundation

extension EnvironmentKeys {
    package struct TimeZoneKey: EnvironmentKey {
        package static let defaultValue = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
    }
    package struct CalendarKey: EnvironmentKey {
        package static let defaultValue: Calendar = {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZoneKey.defaultValue
            return calendar
        }()
    }
}

extension EnvironmentValues {
    /// The time zone dates are shown in: `Text(_:style:)`, `Text(_:format:)`
    /// with a date format. UTC unless set, so a picture does not depend on the
    /// machine it is drawn on (SwiftUI's default is the device's time zone).
    ///
    /// ```swift
    /// Text(departure, style: .time)
    ///     .environment(\.timeZone, TimeZone(identifier: "Europe/Paris")!)
    /// ```
    public var timeZone: TimeZone {
        get { self[EnvironmentKeys.TimeZoneKey.self] }
        set { self[EnvironmentKeys.TimeZoneKey.self] = newValue }
    }
    /// The calendar dates are shown in (the Gregorian calendar, in UTC, unless set).
    ///
    /// ```swift
    /// Text(today, format: .dateTime.year().month().day())
    ///     .environment(\.calendar, Calendar(identifier: .japanese))
    /// ```
    public var calendar: Calendar {
        get { self[EnvironmentKeys.CalendarKey.self] }
        set { self[EnvironmentKeys.CalendarKey.self] = newValue }
    }
}
