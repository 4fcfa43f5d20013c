import VellumViews

/// One entry of the automatic legend: a value's name, style and symbol.
package struct ChartLegendEntry {
    package var label: String
    package var style: AnyShapeStyle
    package var symbol: AnyChartSymbolShape?
}
