import VellumLayout
import VellumViews

nonisolated extension View {
    /// Draws a view over the plot of the charts in this view, made from the
    /// chart's proxy (to place marks of your own at data values).
    ///
    /// ```swift
    /// .chartOverlay { proxy in
    ///     GeometryReader { geometry in
    ///         Rectangle().fill(.clear).contentShape(Rectangle())
    ///     }
    /// }
    /// ```
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        let overlay = ChartProxyContent(alignment: alignment) { AnyView(content($0)) }
        return chartConfiguration { $0.overlay = overlay }
    }

    /// Draws a view behind the marks of the charts in this view, made from
    /// the chart's proxy.
    ///
    /// ```swift
    /// .chartBackground { proxy in
    ///     if days.isEmpty { Text("No data") }
    /// }
    /// ```
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        let background = ChartProxyContent(alignment: alignment) { AnyView(content($0)) }
        return chartConfiguration { $0.background = background }
    }
}
