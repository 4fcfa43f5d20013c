import Foundation
import VellumGeometry
import VellumViews

/// The swatch of a legend entry: a circle, or the series' symbol.
struct ChartLegendSymbol: Shape {
    let symbol: AnyChartSymbolShape?
    func path(in rect: CGRect) -> Path {
        if let symbol { return symbol.path(center: CGPoint(x: rect.midX, y: rect.midY), size: rect.size) }
        return Path(ellipseIn: rect)
    }
}
