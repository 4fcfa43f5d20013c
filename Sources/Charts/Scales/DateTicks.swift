import VellumViews
import Foundation

/// Automatic ticks of a date axis: the calendar unit (hours, days, weeks,
/// months, years) that puts about `count` ticks over the domain, at whole units.
package enum DateTicks {
    static let candidates: [(Calendar.Component, Int, Double)] = [
        (.hour, 1, 3600), (.hour, 3, 3 * 3600), (.hour, 6, 6 * 3600), (.hour, 12, 12 * 3600),
        (.day, 1, 86400), (.day, 2, 2 * 86400), (.weekOfYear, 1, 7 * 86400), (.weekOfYear, 2, 14 * 86400),
        (.month, 1, 30.44 * 86400), (.month, 3, 91.3 * 86400), (.month, 6, 182.6 * 86400),
        (.year, 1, 365.25 * 86400), (.year, 2, 2 * 365.25 * 86400), (.year, 5, 5 * 365.25 * 86400),
        (.year, 10, 10 * 365.25 * 86400),
    ]

    /// The unit and count for about `count` ticks over `lower`…`upper` seconds.
    package static func step(lower: Double, upper: Double, count: Int) -> (unit: Calendar.Component, count: Int) {
        let span = max(1, upper - lower)
        for c in candidates where span / c.2 <= Double(count) { return (c.0, c.1) }
        let years = Int(ceil(span / (365.25 * 86400) / Double(count)))
        return (.year, max(1, years))
    }

    /// The ticks at whole `unit`s from the start of the unit at or before `lower` through `upper`.
    package static func ticks(lower: Double, upper: Double, unit: Calendar.Component, count: Int) -> [Date] {
        let calendar = ChartDateFormat.calendar
        let start = Date(timeIntervalSince1970: lower)
        var first = calendar.dateInterval(of: unit == .weekOfYear ? .weekOfYear : unit, for: start)?.start ?? start
        if first.timeIntervalSince1970 < lower - 1 {
            first = calendar.date(byAdding: unit, value: 1, to: first) ?? first
        }
        if unit == .hour, count > 1 {
            let h = calendar.component(.hour, from: first)
            if h % count != 0 { first = calendar.date(byAdding: .hour, value: count - h % count, to: first) ?? first }
        }
        var out: [Date] = []
        var t = first
        while t.timeIntervalSince1970 <= upper + 1, out.count < 200 {
            out.append(t)
            guard let next = calendar.date(byAdding: unit, value: max(1, count), to: t) else { break }
            t = next
        }
        return out
    }
}
