/// A month calendar as iOS's inline date picker draws it: the month and year
/// with the month chevrons, the weekday initials, the days with the selected
/// one on a tinted circle, and a "Time" row when the time is shown.
nonisolated struct GraphicalDatePicker: View {
    let configuration: DatePickerStyleConfiguration
    @Environment(\.platformLook) private var look

    var body: some View {
        let date = configuration.selection
        let cal = DatePickerFormat.calendar
        let day = cal.component(.day, from: date)
        let first = cal.date(from: cal.dateComponents([.year, .month], from: date)) ?? date
        let count = cal.range(of: .day, in: .month, for: date)?.count ?? 30
        let lead = (cal.component(.weekday, from: first) - cal.firstWeekday + 7) % 7
        let rows = (lead + count + 6) / 7
        let cell = ControlMetrics.calendarCell   // the width is a minimum: columns share the width offered
        VStack(spacing: 0) {
            HStack {
                HStack(spacing: 4) {
                    Text(verbatim: DatePickerFormat.string(date, "MMMM yyyy")).font(.headline)
                    Image(systemName: "chevron.right").font(.headline).foregroundStyle(.tint)
                }
                Spacer()
                HStack(spacing: 28) {
                    Image(systemName: "chevron.left")
                    Image(systemName: "chevron.right")
                }
                .font(.title3.weight(.medium)).foregroundStyle(.tint)
            }
            .padding(.horizontal, 8)
            .frame(height: ControlMetrics.calendarHeaderHeight)
            HStack(spacing: 0) {
                ForEach(0..<7) { i in
                    Text(verbatim: Self.weekdays[(i + cal.firstWeekday - 1) % 7])
                        .font(.footnote.weight(.semibold))
                        .foregroundStyle(HierarchicalShapeStyle.tertiary)
                        .frame(maxWidth: .infinity)
                }
            }
            .frame(minWidth: 7 * cell.width)
            .frame(height: ControlMetrics.calendarWeekdayHeight)
            ForEach(0..<rows) { row in
                HStack(spacing: 0) {
                    ForEach(0..<7) { col in
                        let n = row * 7 + col - lead + 1
                        CalendarDay(number: n, inMonth: n >= 1 && n <= count, selected: n == day)
                            .frame(maxWidth: .infinity).frame(height: cell.height)
                    }
                }
            }
            if configuration.displayedComponents.contains(.hourAndMinute) {
                Divider().padding(.vertical, 6)
                HStack {
                    Text("Time")
                    Spacer()
                    CompactDatePicker.pill(Text(verbatim: DatePickerFormat.string(date, "h:mm a")),
                                           capsule: ControlMetrics.FieldMetrics.of(look).datePillIsCapsule)
                }
                .padding(.horizontal, 8)
            }
        }
    }

    static let weekdays = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]
}

/// One day of the month grid.
nonisolated struct CalendarDay: View {
    let number: Int
    let inMonth: Bool
    let selected: Bool
    var body: some View {
        if inMonth {
            if selected {
                Text(verbatim: String(number)).font(.title3.weight(.semibold)).foregroundStyle(.tint)
                    .background { Circle().fill(.tint).opacity(0.12).frame(width: ControlMetrics.calendarSelection, height: ControlMetrics.calendarSelection) }
            } else {
                Text(verbatim: String(number)).font(.title3)
            }
        } else {
            Color.clear
        }
    }
}
