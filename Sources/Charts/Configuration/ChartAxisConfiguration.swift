import VellumViews

/// What `chartXAxis`/`chartYAxis` set for one axis.
package struct ChartAxisConfiguration {
    package var visibility: Visibility = .automatic
    package var marks: [AxisMarksSpec]?
    package var label: ChartAxisLabel?
}
