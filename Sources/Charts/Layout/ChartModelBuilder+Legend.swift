import VellumViews

extension ChartModelBuilder {
    mutating func buildLegend(_ marks: [ResolvedMark]) {
        let legend = configuration.legend
        model.legendPosition = legend.position
        model.legendAlignment = legend.alignment
        model.legendSpacing = legend.spacing
        guard legend.visibility != .hidden else { return }
        if let content = legend.content { model.legend = content; return }
        let used = marks.contains { $0.mark.styleBy != nil }
        guard used, !styleDomain.isEmpty, !isContinuousStyle else { return }
        let symbolFor: (PlotValue) -> AnyChartSymbolShape? = { value in
            marks.first { $0.mark.styleBy?.value == value && $0.mark.symbolBy != nil }?.symbol
        }
        let entries = styleDomain.enumerated().map { i, value in
            ChartLegendEntry(label: value.label, style: style(for: value), symbol: symbolFor(value))
        }
        model.legend = AnyView(ChartLegendView(entries: entries))
    }
}
