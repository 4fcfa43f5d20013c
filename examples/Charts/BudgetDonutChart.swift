import Vellum
import Charts

/// A donut: a month's spending by category.
struct BudgetDonutChart: View {
    struct Expense: Identifiable {
        let category: String
        let amount: Double
        var id: String { category }
    }

    let expenses = [
        Expense(category: "Rent", amount: 1200), Expense(category: "Food", amount: 450),
        Expense(category: "Transport", amount: 160), Expense(category: "Fun", amount: 220),
        Expense(category: "Savings", amount: 400),
    ]

    var body: some View {
        DashboardChartCard(title: "Spending", subtitle: "November") {
            Chart(expenses) { expense in
                SectorMark(angle: .value("Amount", expense.amount), innerRadius: .ratio(0.6), angularInset: 1.5)
                    .foregroundStyle(by: .value("Category", expense.category))
                    .cornerRadius(4)
            }
            .chartLegend(position: .bottom, alignment: .center)
        }
    }
}
