import Foundation
import VellumLayout
import VellumViews

nonisolated extension View {
    /// Shows or hides the x axis of the charts in this view.
    ///
    /// ```swift
    /// Chart(data) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }
    ///     .chartXAxis(.hidden)
    /// ```
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.xAxis.visibility = visibility }
    }

    /// Shows or hides the y axis of the charts in this view.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.yAxis.visibility = visibility }
    }

    /// Sets the marks of the x axis.
    ///
    /// ```swift
    /// .chartXAxis {
    ///     AxisMarks(values: .stride(by: .month)) { _ in
    ///         AxisGridLine()
    ///         AxisValueLabel(format: .dateTime.month(.abbreviated))
    ///     }
    /// }
    /// ```
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = collectAxisMarks(content())
        return chartConfiguration { $0.xAxis.marks = marks }
    }

    /// Sets the marks of the y axis.
    ///
    /// ```swift
    /// .chartYAxis { AxisMarks(position: .leading) }
    /// ```
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = collectAxisMarks(content())
        return chartConfiguration { $0.yAxis.marks = marks }
    }

    /// Adds a title to the x axis.
    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        let label = ChartAxisLabel(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
        return chartConfiguration { $0.xAxis.label = label }
    }

    /// Adds a title to the x axis.
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }

    /// Adds a title to the y axis.
    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        let label = ChartAxisLabel(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
        return chartConfiguration { $0.yAxis.label = label }
    }

    /// Adds a title to the y axis.
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }
}
