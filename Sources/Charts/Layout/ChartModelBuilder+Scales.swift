import VellumViews
import Foundation

extension ChartModelBuilder {
    /// The plotted values of `axis` over all marks, and whether bars or areas
    /// measure their length on it (so that zero belongs in its domain).
    func values(on axis: ChartAxis, _ marks: [ResolvedMark]) -> (values: [PlotValue], numbers: [Double], zero: Bool) {
        var values: [PlotValue] = [], numbers: [Double] = [], zero = false
        for r in marks {
            let m = r.mark
            let channels = axis == .x ? [m.x, m.xStart, m.xEnd] : [m.y, m.yStart, m.yEnd]
            let isValueAxis = (m.kind == .bar || m.kind == .area) && (r.vertical == (axis == .y))
            if isValueAxis, let low = r.stackLow, let high = r.stackHigh {
                numbers += [low, high]; zero = true
                if let first = channels.compactMap({ $0 }).first { values.append(first.value) }
                continue
            }
            for c in channels.compactMap({ $0 }) {
                values.append(c.value)
                if let n = c.value.continuous { numbers.append(n) }
                if case .date(let d) = c.value, let unit = c.unit,
                   let end = ChartDateFormat.calendar.date(byAdding: unit, value: 1, to: d) {
                    numbers.append(end.timeIntervalSince1970)
                }
            }
        }
        return (values, numbers, zero)
    }

    /// The scale of `axis`, or nil when no mark has a value on it.
    func makeScale(_ axis: ChartAxis, _ marks: [ResolvedMark]) -> ChartScale? {
        let config = axis == .x ? configuration.xScale : configuration.yScale
        let (values, numbers, _) = self.values(on: axis, marks)
        var kind: ChartScale.Kind
        switch config.type?.storage {
        case .category?: kind = .category
        case .log?: kind = .log
        case .date?: kind = .date
        case .linear?, .squareRoot?, .symmetricLog?: kind = .linear
        default:
            if let first = values.first { kind = first.scaleKind }
            else if case .range(let lo, _)? = config.domain?.storage { kind = lo.scaleKind }
            else if case .values(let vs)? = config.domain?.storage, let first = vs.first { kind = first.scaleKind }
            else { return nil }
        }
        var scale: ChartScale
        var includesZero: Bool? = nil
        if case .automatic(let zero, _)? = config.domain?.storage { includesZero = zero }
        switch kind {
        case .category:
            if case .values(let vs)? = config.domain?.storage { scale = .category(vs.map(\.label)) }
            else { scale = .category(Self.distinct(values).map(\.label)) }
        case .date:
            scale = ChartScale(kind: .date)
            var lo = numbers.min() ?? 0, hi = numbers.max() ?? 1
            if let (a, b) = Self.range(config.domain) { lo = a; hi = b }
            if hi <= lo { hi = lo + 86400 }
            scale.lower = lo; scale.upper = hi
            let step = DateTicks.step(lower: lo, upper: hi, count: ChartStyleDefaults.dateTickCount)
            scale.dateStep = step
            scale.ticks = DateTicks.ticks(lower: lo, upper: hi, unit: step.unit, count: step.count).map { .date($0) }
        case .log:
            scale = ChartScale(kind: .log)
            let positive = numbers.filter { $0 > 0 }
            var lo = positive.min() ?? 1, hi = positive.max() ?? 10
            if let (a, b) = Self.range(config.domain) { lo = max(a, 1e-12); hi = b }
            lo = pow(10, floor(log10(lo))); hi = pow(10, ceil(log10(max(hi, lo * 10))))
            scale.lower = lo; scale.upper = hi
            var t = lo, ticks: [PlotValue] = []
            while t <= hi * 1.0001, ticks.count < 40 { ticks.append(.number(t)); t *= 10 }
            scale.ticks = ticks
        case .linear:
            scale = ChartScale(kind: .linear)
            var lo = numbers.min() ?? 0, hi = numbers.max() ?? 1
            if let (a, b) = Self.range(config.domain) {
                scale.lower = a; scale.upper = b
                let step = NiceNumbers.step(lower: a, upper: b, count: ChartStyleDefaults.tickCount)
                scale.step = step
                scale.ticks = Self.multiples(of: step, from: a, to: b).map { .number($0) }
            } else {
                if includesZero ?? true { lo = min(lo, 0); hi = max(hi, 0) }
                let nice = NiceNumbers.domain(lower: lo, upper: hi, count: ChartStyleDefaults.tickCount)
                scale.lower = nice.lower; scale.upper = nice.upper; scale.step = nice.step
                scale.ticks = nice.ticks.map { .number($0) }
                widen(&scale, toMarksOf: axis, dataLower: lo, dataUpper: hi)
            }
        }
        if case .automatic(_, let reversed)? = config.domain?.storage, reversed == true { scale.reversed = true }
        if axis == .y, scale.kind == .category { scale.runsTopDown = true }
        if let padding = config.padding { scale.startPadding = padding.start; scale.endPadding = padding.end }
        return scale
    }

    /// An automatic domain reaches the values its axis marks: round values
    /// for `.automatic(desiredCount:)` (3 values over 0…29,000 are 0, 20,000
    /// and 40,000, so the domain runs to 40,000), and listed values.
    func widen(_ scale: inout ChartScale, toMarksOf axis: ChartAxis, dataLower lo: Double, dataUpper hi: Double) {
        let config = axis == .x ? configuration.xAxis : configuration.yAxis
        guard config.visibility != .hidden else { return }
        var lower = scale.lower, upper = scale.upper
        for spec in config.marks ?? [] {
            switch spec.values.storage {
            case .automatic(let count?, _) where hi > lo:
                let step = NiceNumbers.step(lower: lo, upper: hi, count: Self.intervals(forValues: count))
                if spec.values.roundsLowerBound { lower = min(lower, floor(lo / step + 1e-9) * step) }
                if spec.values.roundsUpperBound { upper = max(upper, ceil(hi / step - 1e-9) * step) }
            case .values(let vs):
                let ns = vs.compactMap { v -> Double? in if case .number(let n) = v { n } else { nil } }
                if let a = ns.min() { lower = min(lower, a) }
                if let b = ns.max() { upper = max(upper, b) }
            default: break
            }
        }
        guard lower < scale.lower || upper > scale.upper else { return }
        scale.lower = lower; scale.upper = upper
        let step = NiceNumbers.step(lower: lower, upper: upper, count: ChartStyleDefaults.tickCount)
        scale.step = step
        scale.ticks = Self.multiples(of: step, from: lower, to: upper).map { .number($0) }
    }

    /// Intervals between `count` values (Apple's `desiredCount` counts values).
    static func intervals(forValues count: Int) -> Int { max(1, count - 1) }

    /// The bounds of a range domain (or of a list of two continuous values).
    static func range(_ domain: ResolvedScaleDomain?) -> (Double, Double)? {
        switch domain?.storage {
        case .range(let a, let b)?:
            if let lo = a.continuous, let hi = b.continuous, hi > lo { return (lo, hi) }
        case .values(let vs)?:
            let ns = vs.compactMap(\.continuous)
            if ns.count >= 2, ns.count == vs.count, let lo = ns.min(), let hi = ns.max(), hi > lo { return (lo, hi) }
        default: break
        }
        return nil
    }

    /// The multiples of `step` from `lower` through `upper`.
    static func multiples(of step: Double, from lower: Double, to upper: Double) -> [Double] {
        guard step > 0, upper >= lower else { return [] }
        let first = ceil(lower / step - 1e-9), last = floor(upper / step + 1e-9)
        guard last - first < 500 else { return [] }
        return stride(from: first, through: last, by: 1).map { NiceNumbers.clean($0 * step, step: step) }
    }
}
