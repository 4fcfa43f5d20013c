import VellumViews
import Foundation

/// Axis text for dates as iOS prints them in English ("Jan", "Mar 5", "2024",
/// "6 AM"), written out by hand so every machine prints the same.
package enum ChartDateFormat {
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// The calendar the axes count in.
    package static var calendar: Calendar { Calendar.current }

    /// The label for a date on an axis whose ticks are `unit`s apart.
    package static func string(_ date: Date, unit: Calendar.Component) -> String {
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: date)
        let month = months[max(0, min(11, (c.month ?? 1) - 1))]
        switch unit {
        case .year, .era: return "\(c.year ?? 0)"
        case .month, .quarter: return month
        case .weekday: return weekdays[max(0, min(6, (c.weekday ?? 1) - 1))]
        case .hour, .minute, .second, .nanosecond:
            let h = c.hour ?? 0
            let hour12 = h % 12 == 0 ? 12 : h % 12
            if unit == .hour || (c.minute ?? 0) == 0 { return "\(hour12) \(h < 12 ? "AM" : "PM")" }
            return "\(hour12):\(String(format: "%02d", c.minute ?? 0))"
        default: return "\(month) \(c.day ?? 1)"
        }
    }
}
