import VellumViews
import Foundation

extension ChartScale {
    /// The value at a screen coordinate on an axis from `start` to `end`
    /// points: the inverse of `point(_:from:to:)` after `fraction(_:)`.
    package func value(at coordinate: CGFloat, from start: CGFloat, to end: CGFloat) -> PlotValue? {
        let a = point(0, from: start, to: end), b = point(1, from: start, to: end)
        guard a != b, coordinate.isFinite else { return nil }
        var f = Double((coordinate - a) / (b - a))
        if reversed != (kind == .category && runsTopDown) { f = 1 - f }
        switch kind {
        case .category:
            guard !categories.isEmpty, f >= 0, f <= 1 else { return nil }
            return .string(categories[min(categories.count - 1, Int(f / bandFraction))])
        case .log:
            guard lower > 0, upper > lower else { return nil }
            return .number(pow(10, log10(lower) + f * (log10(upper) - log10(lower))))
        case .date:
            return .date(Date(timeIntervalSince1970: lower + f * (upper - lower)))
        case .linear:
            return .number(lower + f * (upper - lower))
        }
    }
}
