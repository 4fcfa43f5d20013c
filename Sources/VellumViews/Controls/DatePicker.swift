import Foundation
import VellumLayout

/// A control for selecting a date, drawn in its date picker style: compact
/// (the label and the date in grey pills), graphical (a month calendar) or
/// wheel. The compact pills follow the environment's locale, time zone and
/// calendar (UTC and English unless set, so the picture is the same
/// everywhere); the calendar and the wheels are drawn in English, in UTC.
///
/// ```swift
/// DatePicker("Start", selection: $start, displayedComponents: .date)
/// DatePicker("Day", selection: $day, displayedComponents: .date).datePickerStyle(.graphical)
/// ```
nonisolated public struct DatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Date>
    let components: Components
    var range: (Date?, Date?) = (nil, nil)

    /// The parts of a date shown.
    public typealias Components = DatePickerComponents

    /// Creates a date picker with a label view.
    public init(selection: Binding<Date>, displayedComponents: Components = [.date, .hourAndMinute], @ViewBuilder label: () -> Label) {
        self.label = label(); self.selection = selection; components = displayedComponents
    }
    /// Creates a date picker limited to a range, with a label view.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.date, .hourAndMinute],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
        self.range = (range.lowerBound, range.upperBound)
    }
    /// Creates a date picker from a date on, with a label view.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.date, .hourAndMinute],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
        self.range = (range.lowerBound, nil)
    }
    /// Creates a date picker up to a date, with a label view.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.date, .hourAndMinute],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
        self.range = (nil, range.upperBound)
    }

    public var body: some View {
        DatePickerBody(configuration: DatePickerStyleConfiguration(
            label: .init(content: label), selection: selection, minimumDate: range.0, maximumDate: range.1, displayedComponents: components))
    }
}

extension DatePicker where Label == Text {
    /// Creates a date picker with a text label.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.date, .hourAndMinute]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// Creates a date picker with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.date, .hourAndMinute]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    /// Creates a date picker limited to a range, with a text label.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.date, .hourAndMinute]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// Creates a date picker from a date on, with a text label.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.date, .hourAndMinute]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// Creates a date picker up to a date, with a text label.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.date, .hourAndMinute]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
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

/// Draws a date picker in the innermost date picker style of the environment.
struct DatePickerBody: PrimitiveView {
    let configuration: DatePickerStyleConfiguration
    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        var inner = context
        let style = inner.environment[styles: DatePickerStyleConfiguration.self].popLast() ?? AnyDatePickerStyleBox(DefaultDatePickerStyle())
        let body = EnvironmentValues.$current.withValue(inner.environment) { style.makeBody(configuration) }
        return try inner.lower(body)
    }
}
