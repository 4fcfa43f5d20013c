import VellumViews

/// Everything VoiceOver's Audio Graphs know about a chart: its title, axes and
/// series. Accepted so that chart code compiles unchanged; a picture draws
/// nothing from it.
///
/// ```swift
/// AXChartDescriptor(title: "Steps", summary: nil,
///                   xAxis: AXCategoricalDataAxisDescriptor(title: "Day", categoryOrder: ["Mon", "Tue"]),
///                   yAxis: AXNumericDataAxisDescriptor(title: "Steps", range: 0...8000, gridlinePositions: []) { "\($0)" },
///                   series: [])
/// ```
public final class AXChartDescriptor {
    /// The chart's title.
    public var title: String?
    /// A sentence that sums the chart up.
    public var summary: String?
    /// The x axis.
    public var xAxis: any AXDataAxisDescriptor
    /// The y axis.
    public var yAxis: AXNumericDataAxisDescriptor?
    /// Further axes (size, colour).
    public var additionalAxes: [any AXDataAxisDescriptor]
    /// The data.
    public var series: [AXDataSeriesDescriptor]

    /// A descriptor of a chart's axes and series.
    public init(title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor,
                yAxis: AXNumericDataAxisDescriptor? = nil, additionalAxes: [any AXDataAxisDescriptor] = [],
                series: [AXDataSeriesDescriptor]) {
        self.title = title; self.summary = summary; self.xAxis = xAxis; self.yAxis = yAxis
        self.additionalAxes = additionalAxes; self.series = series
    }
}
