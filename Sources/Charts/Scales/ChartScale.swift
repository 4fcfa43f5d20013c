import VellumViews
import Foundation

/// A scale resolved for one axis: its kind, domain and tick values. Positions
/// are fractions of the plot from the axis start (left, or bottom for y).
package struct ChartScale {
    package enum Kind: Sendable, Equatable { case linear, category, date, log }

    package var kind: Kind
    /// The continuous domain (seconds since 1970 for dates).
    package var lower: Double = 0
    package var upper: Double = 1
    /// The categories, in order.
    package var categories: [String] = []
    package var reversed = false
    /// A category scale on y: the first category at the top, as Swift Charts lists them.
    package var runsTopDown = false
    /// Padding at the ends of the plot, in points.
    package var startPadding: CGFloat = 0
    package var endPadding: CGFloat = 0
    /// The automatic tick values and their step (nil for categories).
    package var ticks: [PlotValue] = []
    package var step: Double?
    /// The calendar unit and count between date ticks.
    package var dateStep: (unit: Calendar.Component, count: Int)?

    package init(kind: Kind) { self.kind = kind }

    /// A category scale over `categories`.
    package static func category(_ categories: [String]) -> ChartScale {
        var s = ChartScale(kind: .category)
        s.categories = categories
        s.ticks = categories.map { .string($0) }
        return s
    }

    /// The fraction of one category band.
    package var bandFraction: Double { categories.isEmpty ? 1 : 1 / Double(categories.count) }

    /// The fraction for a value (the centre of its band for a category), or nil if it is not on this scale.
    package func fraction(_ value: PlotValue) -> Double? {
        let f: Double?
        switch (kind, value) {
        case (.category, .string(let s)):
            f = categories.firstIndex(of: s).map { (Double($0) + 0.5) * bandFraction }
        case (.category, let other):
            f = categories.firstIndex(of: other.label).map { (Double($0) + 0.5) * bandFraction }
        case (.log, _):
            guard let v = value.continuous, v > 0, lower > 0, upper > lower else { return nil }
            f = (Foundation.log10(v) - Foundation.log10(lower)) / (Foundation.log10(upper) - Foundation.log10(lower))
        default:
            guard let v = value.continuous else { return nil }
            f = upper == lower ? 0.5 : (v - lower) / (upper - lower)
        }
        guard let f else { return nil }
        return reversed != (kind == .category && runsTopDown) ? 1 - f : f
    }

    /// The fraction of a continuous number (a stacked total) on a numeric scale.
    package func fraction(number: Double) -> Double {
        fraction(kind == .date ? .date(Date(timeIntervalSince1970: number)) : .number(number)) ?? 0
    }

    /// The screen coordinate of a fraction along an axis from `start` to `end` points.
    package func point(_ fraction: Double, from start: CGFloat, to end: CGFloat) -> CGFloat {
        let a = start + (end > start ? startPadding : -startPadding)
        let b = end - (end > start ? endPadding : -endPadding)
        return a + (b - a) * CGFloat(fraction)
    }

    /// The length of a band on screen for an axis from `start` to `end`.
    package func bandLength(from start: CGFloat, to end: CGFloat) -> CGFloat {
        abs(point(bandFraction, from: start, to: end) - point(0, from: start, to: end))
    }
}
