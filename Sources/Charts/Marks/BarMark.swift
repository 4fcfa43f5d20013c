import Foundation
import VellumViews


/// Chart content that represents data with bars.
///
/// ```swift
/// Chart(sales) { sale in
///     BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.total))
/// }
/// ```
///
/// Bars that share a category stack (`stacking:`); `yStart`/`yEnd` (or
/// `xStart`/`xEnd`) draw a floating bar over a range.
public struct BarMark: ChartPrimitive {
    package var mark = ChartMark(kind: .bar)

    /// A bar for a value on each axis; the numeric axis is the bar's length.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                          height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark.x = ChannelValue(x); mark.y = ChannelValue(y)
        mark.width = width; mark.height = height; mark.stacking = stacking
    }

    /// A vertical bar from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                          width: MarkDimension = .automatic) {
        mark.x = ChannelValue(x); mark.yStart = ChannelValue(yStart); mark.yEnd = ChannelValue(yEnd); mark.width = width
    }

    /// A horizontal bar from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                          height: MarkDimension = .automatic) {
        mark.xStart = ChannelValue(xStart); mark.xEnd = ChannelValue(xEnd); mark.y = ChannelValue(y); mark.height = height
    }

    /// A rectangle from `xStart` to `xEnd` and `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                          yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.xStart = ChannelValue(xStart); mark.xEnd = ChannelValue(xEnd)
        mark.yStart = ChannelValue(yStart); mark.yEnd = ChannelValue(yEnd)
    }

    /// A horizontal bar from zero to `x`, as tall as the plot (or `yStart`…`yEnd` points).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
                              width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark.x = ChannelValue(x); mark.yStartPoints = yStart; mark.yEndPoints = yEnd
        mark.width = width; mark.stacking = stacking
    }

    /// A vertical bar from zero to `y`, as wide as the plot (or `xStart`…`xEnd` points).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>,
                              height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark.y = ChannelValue(y); mark.xStartPoints = xStart; mark.xEndPoints = xEnd
        mark.height = height; mark.stacking = stacking
    }

    /// A vertical range bar from `yStart` to `yEnd`, as wide as the plot (or `xStart`…`xEnd` points).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.yStart = ChannelValue(yStart); mark.yEnd = ChannelValue(yEnd); mark.xStartPoints = xStart; mark.xEndPoints = xEnd
    }

    /// A horizontal range bar from `xStart` to `xEnd`, as tall as the plot (or `yStart`…`yEnd` points).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark.xStart = ChannelValue(xStart); mark.xEnd = ChannelValue(xEnd); mark.yStartPoints = yStart; mark.yEndPoints = yEnd
    }

    package func collect(into marks: inout [ChartMark]) { marks.append(mark) }
}
