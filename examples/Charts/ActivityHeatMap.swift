import Vellum
import Charts

/// A heat map of rectangles: commits by weekday and hour band.
struct ActivityHeatMap: View {
    struct Cell: Identifiable {
        let day: String
        let hours: String
        let commits: Int
        var id: String { day + hours }
    }

    static let days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
    static let bands = ["6–9", "9–12", "12–15", "15–18", "18–21", "21–24"]
    let cells: [Cell] = days.enumerated().flatMap { d, day in
        bands.enumerated().map { h, band in
            Cell(day: day, hours: band, commits: (d * 7 + h * 5 + (d * h) % 4 * 3) % 13)
        }
    }

    var body: some View {
        DashboardChartCard(title: "Commits", subtitle: "By weekday and time of day") {
            Chart(cells) { cell in
                RectangleMark(x: .value("Hours", cell.hours), y: .value("Day", cell.day))
                    .foregroundStyle(by: .value("Commits", cell.commits))
            }
        }
    }
}
