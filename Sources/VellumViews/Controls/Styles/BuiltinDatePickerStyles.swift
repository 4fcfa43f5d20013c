import Foundation
import VellumLayout

/// The default date picker style: compact on iOS.
nonisolated public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Creates a default date picker style.
    public init() {}
    /// The date picker drawn compactly.
    public func makeBody(configuration: Configuration) -> some View { CompactDatePicker(configuration: configuration) }
}

/// A date picker style that displays the components in a compact, textual
/// format: the label, then the date and the time in grey pills.
nonisolated public struct CompactDatePickerStyle: DatePickerStyle {
    /// Creates a compact date picker style.
    public init() {}
    /// The date picker drawn compactly.
    public func makeBody(configuration: Configuration) -> some View { CompactDatePicker(configuration: configuration) }
}

/// A date picker style that displays an interactive calendar (the month of
/// the selection), with a time row when the time is shown.
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// Creates a graphical date picker style.
    public init() {}
    /// The date picker drawn as a month calendar.
    public func makeBody(configuration: Configuration) -> some View { GraphicalDatePicker(configuration: configuration) }
}

/// A date picker style that displays each component as columns in a scrollable wheel.
nonisolated public struct WheelDatePickerStyle: DatePickerStyle {
    /// Creates a wheel date picker style.
    public init() {}
    /// The date picker drawn as wheels.
    public func makeBody(configuration: Configuration) -> some View { WheelDatePicker(configuration: configuration) }
}

nonisolated extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style for date pickers (compact on iOS).
    public static var automatic: DefaultDatePickerStyle { .init() }
}
nonisolated extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A date picker style that displays the components in a compact, textual format.
    public static var compact: CompactDatePickerStyle { .init() }
}
nonisolated extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A date picker style that displays an interactive calendar or clock.
    public static var graphical: GraphicalDatePickerStyle { .init() }
}
nonisolated extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// A date picker style that displays each component as columns in a scrollable wheel.
    public static var wheel: WheelDatePickerStyle { .init() }
}

/// Date text in en_US, UTC.
enum DatePickerFormat {
    static func string(_ date: Date, _ format: String) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = format
        return f.string(from: date)
    }
    static var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC") ?? c.timeZone
        return c
    }
}

/// The label, a spacer and the date and time pills (only the pills under
/// `labelsHidden()`), in the environment's locale, time zone and calendar:
/// "Jun 3, 2024" and "1:45 PM" in English, "3 juin 2024" and "13:45" in French.
struct CompactDatePicker: PrimitiveView {
    let configuration: DatePickerStyleConfiguration
    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let c = configuration.displayedComponents, date = configuration.selection
        let capsule = ControlMetrics.FieldMetrics.of(context.environment.platformLook).datePillIsCapsule
        let pills = HStack {
            if c.contains(.date) { Self.pill(Text(date, format: Date.FormatStyle(date: .abbreviated, time: .omitted)), capsule: capsule) }
            if c.contains(.hourAndMinute) { Self.pill(Text(date, format: Date.FormatStyle(date: .omitted, time: .shortened)), capsule: capsule) }
        }
        if context.environment.labelsHidden { return try context.lower(pills) }
        return try context.lower(HStack { configuration.label; Spacer(); pills })
    }

    /// A grey pill around `text` (formatted in the environment's locale and
    /// time zone): a rounded rectangle in iOS 18, a capsule in iOS 26.
    @ViewBuilder static func pill(_ text: Text, capsule: Bool) -> some View {
        if capsule {
            pill(text, in: Capsule())
        } else {
            pill(text, in: RoundedRectangle(cornerRadius: ControlMetrics.datePillCornerRadius))
        }
    }

    private static func pill<S: Shape>(_ text: Text, in shape: S) -> some View {
        text
            .padding(.horizontal, ControlMetrics.datePillHorizontal).padding(.vertical, ControlMetrics.datePillVertical)
            .background(SystemFillStyle(), in: shape)
    }
}
