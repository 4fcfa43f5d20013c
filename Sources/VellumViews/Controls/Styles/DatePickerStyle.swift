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

/// A date picker style, erased, as the environment holds it.
package struct AnyDatePickerStyleBox: @unchecked Sendable {
    // Unchecked: holds a user's style value, read only while one picture is lowered.
    let makeBody: (DatePickerStyleConfiguration) -> any View
    init<S: DatePickerStyle>(_ style: S) { makeBody = { MainActorCode.call({ $0.0.makeBody(configuration: $0.1) }, (style, $0)) } }
}

/// Pushes a date picker style on the environment's stack (the innermost wins).
struct DatePickerStyleModifier: PrimitiveModifier {
    let style: AnyDatePickerStyleBox
    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        try context.with { $0.datePickerStyles.append(style) }.lower(content)
    }
}

extension EnvironmentKeys {
    struct DatePickerStylesKey: EnvironmentKey { static let defaultValue: [AnyDatePickerStyleBox] = [] }
}

extension EnvironmentValues {
    /// The date picker styles set around a view, outermost first.
    package var datePickerStyles: [AnyDatePickerStyleBox] {
        get { self[EnvironmentKeys.DatePickerStylesKey.self] }
        set { self[EnvironmentKeys.DatePickerStylesKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for date pickers within this view; descendants inherit it.
    ///
    /// ```swift
    /// DatePicker("Alarm", selection: $time, displayedComponents: .hourAndMinute).datePickerStyle(.wheel)
    /// ```
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        modifier(DatePickerStyleModifier(style: AnyDatePickerStyleBox(style)))
    }
}
