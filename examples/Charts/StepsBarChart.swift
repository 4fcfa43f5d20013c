import Vellum
import Charts

/// Bars by category: steps per weekday, with the week's average as a rule.
struct StepsBarChart: View {
    struct Day: Identifiable {
        let name: String
        let steps: Int
        var id: String { name }
    }

    let days = [
        Day(name: "Mon", steps: 6019), Day(name: "Tue", steps: 7200), Day(name: "Wed", steps: 4500),
        Day(name: "Thu", steps: 8350), Day(name: "Fri", steps: 9100), Day(name: "Sat", steps: 11200),
        Day(name: "Sun", steps: 3400),
    ]

    var average: Double { Double(days.map(\.steps).reduce(0, +)) / Double(days.count) }

    var body: some View {
        DashboardChartCard(title: "Steps", subtitle: "Average \(Int(average)) a day") {
            Chart {
                ForEach(days) { day in
                    BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
                        .cornerRadius(4)
                }
                RuleMark(y: .value("Average", average))
                    .foregroundStyle(.orange)
                    .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [5, 3]))
                    .annotation(position: .top, alignment: .leading) {
                        Text("avg").font(.caption2).foregroundStyle(.orange)
                    }
            }
        }
    }
}
