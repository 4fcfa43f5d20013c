import VellumViews

/// Lays out `chartOverlay` or `chartBackground` content over the plot, with a
/// proxy that knows where the plot is.
nonisolated struct ChartProxyReader: View {
    let model: ChartModel
    let content: ChartProxyContent
    var body: some View {
        GeometryReader { geometry in
            content.content(ChartProxy(model: model, globalPlotFrame: geometry.frame(in: .global)))
                .frame(width: geometry.size.width, height: geometry.size.height, alignment: content.alignment)
        }
    }
}
