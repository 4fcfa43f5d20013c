import VellumViews

/// Groups chart content, as `Group` groups views; modifiers on a plot apply
/// to every mark inside it.
///
/// ```swift
/// Plot {
///     LineMark(x: .value("Day", 1), y: .value("Temp", 20))
///     LineMark(x: .value("Day", 2), y: .value("Temp", 24))
/// }
/// .foregroundStyle(.orange)
/// ```
public struct Plot<Content: ChartContent>: ChartPrimitive {
    let content: Content
    /// Creates a group of chart content.
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }
    package func collect(into marks: inout [ChartMark]) { marks += collectMarks(content) }
}
