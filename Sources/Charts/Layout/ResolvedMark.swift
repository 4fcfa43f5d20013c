import VellumViews

/// A mark with its style, series and stacked extent resolved.
package struct ResolvedMark {
    package var mark: ChartMark
    package var style: AnyShapeStyle
    package var symbol: AnyChartSymbolShape?
    /// The line or area this mark belongs to.
    package var seriesKey: String
    /// Bars and rules: whether the value axis is y (a vertical bar).
    package var vertical = true
    /// The stacked extent on the value axis, in data units.
    package var stackLow: Double?
    package var stackHigh: Double?
    /// Side-by-side position within a band (`position(by:)`).
    package var slot = 0
    package var slotCount = 1
    /// Sectors: the angles, in radians from the top, clockwise.
    package var startAngle = 0.0
    package var endAngle = 0.0
}
