/// How a `Table` is drawn, as in SwiftUI: `.automatic` or `.inset`, which on
/// iOS and iPadOS look the same.
public protocol TableStyle {}

/// The platform's table style.
public struct AutomaticTableStyle: TableStyle {
    /// The platform's table style.
    public init() {}
}

/// A table inset from its container's edges; on iOS, the automatic style.
public struct InsetTableStyle: TableStyle {
    /// A table inset from its container's edges.
    public init() {}
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The platform's table style.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// A table inset from its container's edges.
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension View {
    /// Sets the style of the tables inside this view; on iOS every style draws as `.automatic`.
    ///
    /// ```swift
    /// Table(people) { TableColumn("Name", value: \.name) }
    ///     .tableStyle(.inset)
    /// ```
    public func tableStyle<S: TableStyle>(_ style: S) -> some View { self }

    /// Shows or hides the header row of the tables inside this view (shown by default on iPad).
    ///
    /// ```swift
    /// Table(people) { TableColumn("Name", value: \.name) }
    ///     .tableColumnHeaders(.hidden)
    /// ```
    public func tableColumnHeaders(_ visibility: Visibility) -> some View {
        environment(\.tableShowsColumnHeaders, visibility)
    }
}
