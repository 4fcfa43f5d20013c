import VellumViews
import Foundation

/// A plotted value reduced to what a scale needs: a number, a category or a date.
package enum PlotValue: Hashable, Sendable {
    case number(Double)
    case string(String)
    case date(Date)

    /// The value on a continuous scale (dates as seconds since 1970), or nil for a category.
    package var continuous: Double? {
        switch self {
        case .number(let n): n.isFinite ? n : nil
        case .date(let d): d.timeIntervalSince1970
        case .string: nil
        }
    }

    /// The kind of scale the value asks for.
    package var scaleKind: ChartScale.Kind {
        switch self {
        case .number: .linear
        case .string: .category
        case .date: .date
        }
    }

    /// The value as text: its legend and category label.
    package var label: String {
        switch self {
        case .number(let n): ChartNumberFormat.string(n, step: nil)
        case .string(let s): s
        case .date(let d): ChartDateFormat.string(d, unit: .day)
        }
    }
}
