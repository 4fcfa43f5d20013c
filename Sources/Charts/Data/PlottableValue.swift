import Foundation
import VellumViews

/// A value a mark plots, with the label that names its dimension.
///
/// ```swift
/// BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.total))
/// LineMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
/// ```
public struct PlottableValue<Value: Plottable> {
    /// The label of the dimension ("Sales").
    package let label: String
    /// The value.
    package let value: Value
    /// The calendar unit a date stands for (a bar a day wide), if any.
    package let unit: Calendar.Component?

    package init(label: String, value: Value, unit: Calendar.Component? = nil) {
        self.label = label; self.value = value; self.unit = unit
    }

    /// The value as a scale reads it.
    package var plotted: PlotValue { plotValue(of: value) }

    /// A value labelled with a localized string key.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.text, value: value)
    }

    /// A value labelled with a string.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: value)
    }

    /// A value labelled with a text.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.plainText, value: value)
    }
}

extension PlottableValue where Value == Date {
    /// A date that stands for a whole calendar unit (a day, a month): bars
    /// span the unit and axis labels name it.
    ///
    /// ```swift
    /// BarMark(x: .value("Month", sale.date, unit: .month), y: .value("Sales", sale.total))
    /// ```
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(label: label.text, value: value, unit: unit)
    }

    /// A date that stands for a whole calendar unit, labelled with a string.
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component,
                                                calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(label: String(label), value: value, unit: unit)
    }
}
