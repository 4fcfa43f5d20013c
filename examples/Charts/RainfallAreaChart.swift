import Vellum
import Charts

/// An area: monthly rainfall under a monotone line.
struct RainfallAreaChart: View {
    struct Month: Identifiable {
        let index: Int
        let rain: Double
        var id: Int { index }
    }

    let months = [78.0, 64, 55, 48, 40, 22, 12, 15, 35, 70, 92, 95].enumerated().map { Month(index: $0.offset + 1, rain: $0.element) }

    var body: some View {
        DashboardChartCard(title: "Rainfall", subtitle: "Millimetres a month") {
            Chart(months) { month in
                AreaMark(x: .value("Month", month.index), y: .value("Rain", month.rain))
                    .foregroundStyle(.teal.opacity(0.3))
                    .interpolationMethod(.monotone)
                LineMark(x: .value("Month", month.index), y: .value("Rain", month.rain))
                    .foregroundStyle(.teal)
                    .interpolationMethod(.monotone)
            }
            .chartXScale(domain: 1...12)
            .chartXAxis {
                AxisMarks(values: [1, 3, 5, 7, 9, 11]) { value in
                    AxisGridLine()
                    AxisValueLabel {
                        if let m = value.as(Int.self) {
                            Text(["Jan", "Mar", "May", "Jul", "Sep", "Nov"][(m - 1) / 2])
                        }
                    }
                }
            }
        }
    }
}
