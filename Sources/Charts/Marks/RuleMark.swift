import Foundation
import VellumViews


/// Chart content that represents data with a straight line across the plot
/// or over a range.
///
/// ```swift
/// RuleMark(y: .value("Goal", 7000))
///     .foregroundStyle(.red)
///     .lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
/// ```
public struct RuleMark: ChartPrimitive {
    package var mark = ChartMark(kind: .rule)

    /// A vertical rule at `x` across the plot (or from `yStart` to `yEnd` points).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark.x = ChannelValue(x); mark.yStartPoints = yStart; mark.yEndPoints = yEnd
    }

    /// A horizontal rule at `y` across the plot (or from `xStart` to `xEnd` points).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        mark.y = ChannelValue(y); mark.xStartPoints = xStart; mark.xEndPoints = xEnd
    }

    /// A vertical rule at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.x = ChannelValue(x); mark.yStart = ChannelValue(yStart); mark.yEnd = ChannelValue(yEnd)
    }

    /// A horizontal rule at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark.xStart = ChannelValue(xStart); mark.xEnd = ChannelValue(xEnd); mark.y = ChannelValue(y)
    }

    package func collect(into marks: inout [ChartMark]) { marks.append(mark) }
}
