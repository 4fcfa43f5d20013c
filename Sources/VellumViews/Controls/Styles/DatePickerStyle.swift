import Foundation
import VellumLayout

/// A type that specifies the appearance and interaction of all date pickers
/// within a view hierarchy.
///
/// ```swift
/// DatePicker("Due", selection: $due, displayedComponents: .date).datePickerStyle(.graphical)
/// ```
@MainActor @preconcurrency
public protocol DatePickerStyle {
    /// A view representing the appearance and interaction of a date picker.
    associatedtype Body: View
    /// Returns the appearance and interaction content for a date picker.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a date picker.
    typealias Configuration = DatePickerStyleConfiguration
}

/// The properties of a date picker.
public struct DatePickerStyleConfiguration {
    /// A type-erased label of a date picker.
    public struct Label: PrimitiveView {
        let content: any View
        package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
    }
    /// A description of the date picker.
    public let label: DatePickerStyleConfiguration.Label
    /// The date value being displayed and selected.
    @Binding public var selection: Date
    /// The oldest selectable date.
    public var minimumDate: Date?
    /// The most recent selectable date.
    public var maximumDate: Date?
    /// The date components that the user is able to view and edit.
    public var displayedComponents: DatePickerComponents

    init(label: Label, selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?, displayedComponents: DatePickerComponents) {
        self.label = label; _selection = selection
        self.minimumDate = minimumDate; self.maximumDate = maximumDate; self.displayedComponents = displayedComponents
    }
}

/// A date picker style, erased, as the environment holds it (`EnvironmentValues[styles:]`).
package typealias AnyDatePickerStyleBox = StyleBox<DatePickerStyleConfiguration>

extension StyleBox where Configuration == DatePickerStyleConfiguration {
    /// `style`, erased.
    init<S: DatePickerStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

nonisolated extension View {
    /// Sets the style for date pickers within this view; descendants inherit it.
    ///
    /// ```swift
    /// DatePicker("Alarm", selection: $time, displayedComponents: .hourAndMinute).datePickerStyle(.wheel)
    /// ```
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        modifier(StyleStackModifier(style: AnyDatePickerStyleBox(style)))
    }
}
