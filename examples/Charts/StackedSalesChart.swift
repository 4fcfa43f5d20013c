import Vellum
import Charts

/// Stacked bars: sales per month, stacked by product, with the automatic legend.
struct StackedSalesChart: View {
    struct Sale: Identifiable {
        let month: String
        let product: String
        let units: Int
        var id: String { month + product }
    }

    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
    let sales: [Sale] = {
        let table: [(String, [Int])] = [
            ("Espresso", [42, 48, 51, 46, 58, 63]),
            ("Latte", [30, 28, 35, 40, 38, 44]),
            ("Tea", [12, 15, 14, 18, 22, 20]),
        ]
        return table.flatMap { product, units in
            zip(months, units).map { Sale(month: $0, product: product, units: $1) }
        }
    }()

    var body: some View {
        DashboardChartCard(title: "Cups sold", subtitle: "First half of the year") {
            Chart(sales) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Cups", sale.units))
                    .foregroundStyle(by: .value("Product", sale.product))
            }
        }
    }
}
