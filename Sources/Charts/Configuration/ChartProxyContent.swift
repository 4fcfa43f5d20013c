import VellumLayout
import VellumViews

/// What `chartOverlay` or `chartBackground` draws: a view of the chart's proxy,
/// aligned in the plot.
package struct ChartProxyContent {
    package var alignment: Alignment
    package var content: (ChartProxy) -> AnyView
}
