import Foundation
import Vellum
import Charts

/// A line over dates with points: two weeks of daily highs in two cities.
struct TemperatureLineChart: View {
    struct Reading: Identifiable {
        let city: String
        let date: Date
        let high: Double
        var id: String { "\(city)\(date.timeIntervalSince1970)" }
    }

    static func day(_ d: Int) -> Date {
        Calendar.current.date(from: DateComponents(year: 2024, month: 5, day: d, hour: 0)) ?? Date(timeIntervalSince1970: 0)
    }

    let readings: [Reading] = {
        let lisbon: [Double] = [21, 22, 24, 23, 25, 27, 26, 24, 23, 25, 28, 29, 27, 26]
        let oslo: [Double] = [12, 13, 11, 14, 16, 15, 17, 18, 16, 15, 17, 19, 20, 18]
        return lisbon.enumerated().map { Reading(city: "Lisbon", date: day($0.offset + 1), high: $0.element) }
            + oslo.enumerated().map { Reading(city: "Oslo", date: day($0.offset + 1), high: $0.element) }
    }()

    var body: some View {
        DashboardChartCard(title: "Daily high", subtitle: "°C, 1–14 May") {
            Chart(readings) { reading in
                LineMark(x: .value("Day", reading.date, unit: .day), y: .value("High", reading.high))
                    .foregroundStyle(by: .value("City", reading.city))
                    .symbol(by: .value("City", reading.city))
                    .interpolationMethod(.catmullRom)
            }
        }
    }
}
