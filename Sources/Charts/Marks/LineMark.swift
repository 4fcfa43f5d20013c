import VellumViews

/// Chart content that represents data with a line through its points.
///
/// ```swift
/// Chart(days) { day in
///     LineMark(x: .value("Day", day.date), y: .value("Steps", day.steps))
/// }
/// ```
///
/// Points with the same series (`series:` or `foregroundStyle(by:)`) make one line.
public struct LineMark: ChartPrimitive {
    package var mark = ChartMark(kind: .line)

    /// A point of a line.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark.x = ChannelValue(x); mark.y = ChannelValue(y)
    }

    /// A point of the line of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        mark.x = ChannelValue(x); mark.y = ChannelValue(y); mark.series = ChannelValue(series)
    }

    package func collect(into marks: inout [ChartMark]) { marks.append(mark) }
}
