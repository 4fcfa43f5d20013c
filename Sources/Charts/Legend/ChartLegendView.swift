import VellumViews

/// The automatic legend: a swatch and a name for each value of
/// `foregroundStyle(by:)`, in rows that wrap.
nonisolated struct ChartLegendView: View {
    let entries: [ChartLegendEntry]
    var body: some View {
        LegendFlowLayout(spacing: ChartStyleDefaults.legendEntrySpacing, lineSpacing: 4) {
            ForEach(0..<entries.count, id: \.self) { i in
                HStack(spacing: ChartStyleDefaults.legendSymbolSpacing) {
                    ChartLegendSymbol(symbol: entries[i].symbol)
                        .fill(entries[i].style)
                        .frame(width: 8, height: 8)
                    Text(verbatim: entries[i].label)
                        .font(ChartStyleDefaults.legendFont)
                        .foregroundStyle(HierarchicalShapeStyle.secondary)
                        .lineLimit(1)
                }
            }
        }
    }
}
