import VellumViews

/// Everything the chart modifiers of the views around a chart set.
package struct ChartConfiguration {
    package var xAxis = ChartAxisConfiguration()
    package var yAxis = ChartAxisConfiguration()
    package var xScale = ChartScaleConfiguration()
    package var yScale = ChartScaleConfiguration()
    package var styleScale: ChartStyleScale?
    package var symbolScale: [PlotValue: AnyChartSymbolShape]?
    package var legend = ChartLegendConfiguration()
    package var plotStyle: ((ChartPlotContent) -> AnyView)?
    /// `chartBackground` and `chartOverlay`: views made from the chart's proxy.
    package var background: ChartProxyContent?
    package var overlay: ChartProxyContent?
}

private struct ChartConfigurationKey: EnvironmentKey {
    static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
    /// The chart modifiers in effect.
    package var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The view with the chart configuration changed.
    package func chartConfiguration(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }
}
