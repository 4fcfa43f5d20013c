import VellumViews

/// Chart content that represents data with a symbol at a point.
///
/// ```swift
/// Chart(samples) { s in
///     PointMark(x: .value("Height", s.height), y: .value("Weight", s.weight))
/// }
/// ```
public struct PointMark: ChartPrimitive {
    package var mark = ChartMark(kind: .point)

    /// A point at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark.x = ChannelValue(x); mark.y = ChannelValue(y)
    }

    /// A point at `x`, centred vertically.
    public init<X: Plottable>(x: PlottableValue<X>) { mark.x = ChannelValue(x) }

    /// A point at `y`, centred horizontally.
    public init<Y: Plottable>(y: PlottableValue<Y>) { mark.y = ChannelValue(y) }

    package func collect(into marks: inout [ChartMark]) { marks.append(mark) }
}
