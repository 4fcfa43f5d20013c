/// The appearance of a form. On iOS every form is drawn with grouped rows, as
/// SwiftUI's `automatic` style draws it there; `columns` is drawn grouped too.
///
/// ```swift
/// Form { Toggle("Wi-Fi", isOn: $wifi) }.formStyle(.grouped)
/// ```
public protocol FormStyle: Sendable {}

/// The default form style: grouped rows on iOS.
public struct AutomaticFormStyle: FormStyle {
    /// Creates the default form style.
    public init() {}
}

/// A form style with grouped rows: leading labels, trailing controls, in
/// visually grouped sections.
public struct GroupedFormStyle: FormStyle {
    /// Creates a form style with scrolling, grouped rows.
    public init() {}
}

/// A non-scrolling form style with a trailing aligned column of labels next
/// to a leading aligned column of values (drawn with grouped rows here).
public struct ColumnsFormStyle: FormStyle {
    /// Creates the columns form style.
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default form style.
    public static var automatic: AutomaticFormStyle { .init() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// A form style with grouped rows.
    public static var grouped: GroupedFormStyle { .init() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// A form style with a column of labels next to a column of values (drawn grouped).
    public static var columns: ColumnsFormStyle { .init() }
}
