/// A control for selecting a date: its label and the date in a grey pill,
/// formatted in English (en_US) in UTC so the picture is the same everywhere.
///
/// ```swift
/// DatePicker("Start", selection: $start, displayedComponents: .date)
/// ```
public struct DatePicker<Label: View>: View {
    let label: Label
    let date: Date
    let components: Components

    /// The parts of a date shown.
    public typealias Components = DatePickerComponents

    public var body: some View {
        HStack {
            label
            Spacer()
            if components.contains(.date) { pill("MMM d, yyyy") }
            if components.contains(.hourAndMinute) { pill("h:mm a") }
        }
    }

    private func pill(_ format: String) -> some View {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = format
        return Text(verbatim: f.string(from: date))
            .padding(.horizontal, 11).padding(.vertical, 6)
            .background(SystemFillStyle(), in: RoundedRectangle(cornerRadius: 6))
    }
}

extension DatePicker where Label == Text {
    /// Creates a date picker with a text label.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.date, .hourAndMinute]) {
        label = Text(titleKey); date = selection.wrappedValue; components = displayedComponents
    }
}

/// The parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shows the date.
    public static let date = DatePickerComponents(rawValue: 1)
    /// Shows the hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}
