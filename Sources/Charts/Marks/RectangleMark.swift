import Foundation
import VellumViews


/// Chart content that represents data with rectangles: the cells of a heat
/// map, or a highlighted range.
///
/// ```swift
/// Chart(cells) { cell in
///     RectangleMark(x: .value("Hour", cell.hour), y: .value("Day", cell.day))
///         .foregroundStyle(by: .value("Level", cell.level))
/// }
/// ```
public struct RectangleMark: ChartPrimitive {
    package var mark = ChartMark(kind: .rectangle)

    /// A rectangle centred at `x`, `y`, filling its band on a categorical axis.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                          width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        mark.x = ChannelValue(x); mark.y = ChannelValue(y); mark.width = width; mark.height = height
    }

    /// A rectangle from `xStart` to `xEnd` and `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                          yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.xStart = ChannelValue(xStart); mark.xEnd = ChannelValue(xEnd)
        mark.yStart = ChannelValue(yStart); mark.yEnd = ChannelValue(yEnd)
    }

    /// A band across the plot from `xStart` to `xEnd` (or `yStart`…`yEnd` points).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark.xStart = ChannelValue(xStart); mark.xEnd = ChannelValue(xEnd)
        mark.yStartPoints = yStart; mark.yEndPoints = yEnd
    }

    /// A band across the plot from `yStart` to `yEnd` (or `xStart`…`xEnd` points).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.yStart = ChannelValue(yStart); mark.yEnd = ChannelValue(yEnd)
        mark.xStartPoints = xStart; mark.xEndPoints = xEnd
    }

    package func collect(into marks: inout [ChartMark]) { marks.append(mark) }
}
