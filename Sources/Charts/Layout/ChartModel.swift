import Foundation
import VellumLayout
import VellumViews

/// Everything a chart draws, worked out from its content and configuration
/// before layout: resolved marks, scales, the marks of its axes, and the views
/// of its labels, annotations and legend. Layout only adds the plot's size.
package struct ChartModel {
    package var marks: [ResolvedMark] = []
    package var x: ChartScale?
    package var y: ChartScale?
    /// A pie or donut: sectors, no axes.
    package var isPolar = false
    package var grid: [AxisLineItem] = []
    package var ticks: [AxisLineItem] = []
    package var labels: [AxisLabelItem] = []
    package var annotations: [AnnotationItem] = []
    package var legend: AnyView?
    package var legendPosition: AnnotationPosition = .automatic
    package var legendAlignment: Alignment?
    package var legendSpacing: CGFloat?
    package var plotStyle: AnyView?
    /// `chartBackground` (behind the marks) and `chartOverlay` (above them).
    package var background: ChartProxyContent?
    package var overlay: ChartProxyContent?
    package var xTitle: ChartAxisLabel?
    package var yTitle: ChartAxisLabel?
    /// Which side the axes' labels are on.
    package var yLabelsLeading = false
    package var xLabelsTop = false

    package init() {}

    /// The model of `content` under `configuration`.
    package init(content: any ChartContent, configuration: ChartConfiguration) {
        var builder = ChartModelBuilder(configuration: configuration)
        self = builder.build(collectMarks(content))
    }

    // MARK: Positions in a plot of a given size

    /// The x coordinate of a value in a plot of `size`.
    package func xPoint(_ value: PlotValue, _ size: CGSize) -> CGFloat? {
        guard let x, let f = x.fraction(value) else { return nil }
        return x.point(f, from: 0, to: size.width)
    }

    /// The y coordinate of a value in a plot of `size`.
    package func yPoint(_ value: PlotValue, _ size: CGSize) -> CGFloat? {
        guard let y, let f = y.fraction(value) else { return nil }
        return y.point(f, from: size.height, to: 0)
    }

    /// The x coordinate of a number (a stack end) in a plot of `size`.
    package func xPoint(number: Double, _ size: CGSize) -> CGFloat {
        guard let x else { return 0 }
        return x.point(x.fraction(number: number), from: 0, to: size.width)
    }

    /// The y coordinate of a number (a stack end) in a plot of `size`.
    package func yPoint(number: Double, _ size: CGSize) -> CGFloat {
        guard let y else { return size.height }
        return y.point(y.fraction(number: number), from: size.height, to: 0)
    }
}
