import VellumViews

/// The plot area of a chart, as `chartPlotStyle` sees it: modify it with
/// views' modifiers (background, border).
///
/// ```swift
/// .chartPlotStyle { plotArea in plotArea.background(.gray.opacity(0.1)) }
/// ```
nonisolated public struct ChartPlotContent: View {
    package init() {}
    /// An empty area the size of the plot.
    public var body: some View { Color.clear }
}
