import VellumViews

/// Chart content that represents data with the area under a line.
///
/// ```swift
/// Chart(days) { day in
///     AreaMark(x: .value("Day", day.date), y: .value("Rain", day.rain))
/// }
/// ```
///
/// Areas of several series stack (`stacking:`); `yStart`/`yEnd` fill a band.
public struct AreaMark: ChartPrimitive {
    package var mark = ChartMark(kind: .area)

    /// A point of an area from zero to `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        mark.x = ChannelValue(x); mark.y = ChannelValue(y); mark.stacking = stacking
    }

    /// A point of the area of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                        stacking: MarkStackingMethod = .standard) {
        mark.x = ChannelValue(x); mark.y = ChannelValue(y); mark.series = ChannelValue(series); mark.stacking = stacking
    }

    /// A point of a band from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.x = ChannelValue(x); mark.yStart = ChannelValue(yStart); mark.yEnd = ChannelValue(yEnd)
    }

    /// A point of the band of `series` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                                        series: PlottableValue<S>) {
        mark.x = ChannelValue(x); mark.yStart = ChannelValue(yStart); mark.yEnd = ChannelValue(yEnd); mark.series = ChannelValue(series)
    }

    /// A point of the horizontal band of `series` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                                        series: PlottableValue<S>) {
        mark.xStart = ChannelValue(xStart); mark.xEnd = ChannelValue(xEnd); mark.y = ChannelValue(y); mark.series = ChannelValue(series)
    }

    /// A point of a horizontal band from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark.xStart = ChannelValue(xStart); mark.xEnd = ChannelValue(xEnd); mark.y = ChannelValue(y)
    }

    package func collect(into marks: inout [ChartMark]) { marks.append(mark) }
}
