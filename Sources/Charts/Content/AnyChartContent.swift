import VellumViews

/// Type-erased chart content.
///
/// ```swift
/// let mark: AnyChartContent = useBars ? AnyChartContent(BarMark(x: x, y: y)) : AnyChartContent(LineMark(x: x, y: y))
/// ```
public struct AnyChartContent: ChartPrimitive {
    let content: any ChartContent
    /// Erases the type of `content`.
    public init<C: ChartContent>(_ content: C) { self.content = content }
    /// Erases the type of `content`.
    public init(erasing content: some ChartContent) { self.content = content }
    package func collect(into marks: inout [ChartMark]) { marks += collectMarks(content) }
}
