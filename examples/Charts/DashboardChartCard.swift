import Vellum

/// A titled card around a chart, as dashboards show them.
struct DashboardChartCard<Content: View>: View {
    let title: String
    let subtitle: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.headline)
            Text(subtitle).font(.subheadline).foregroundStyle(.secondary)
            content.padding(.top, 8)
        }
        .padding()
    }
}
