import Vellum

extension ExampleGallery {
    /// Swift Charts (`import Charts`) drawn by Vellum.
    static let charts: [Example] = [
        Example("chart-bars", "Charts: bars by category", device: nil, canvas: CGSize(width: 360, height: 300)) { StepsBarChart() },
        Example("chart-stacked-bars", "Charts: stacked bars", device: nil, canvas: CGSize(width: 360, height: 320)) { StackedSalesChart() },
        Example("chart-line-dates", "Charts: a line over dates with points", device: nil, canvas: CGSize(width: 360, height: 320)) { TemperatureLineChart() },
        Example("chart-area", "Charts: an area", device: nil, canvas: CGSize(width: 360, height: 300)) { RainfallAreaChart() },
        Example("chart-donut", "Charts: a donut", device: nil, canvas: CGSize(width: 360, height: 340)) { BudgetDonutChart() },
        Example("chart-heat-map", "Charts: a heat map of rectangles", device: nil, canvas: CGSize(width: 360, height: 300)) { ActivityHeatMap() },
    ]
}
