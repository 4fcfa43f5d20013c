import Foundation
import VellumViews

/// Works out a `ChartModel` from the marks of a chart and its configuration.
package struct ChartModelBuilder {
    let configuration: ChartConfiguration
    var model = ChartModel()
    /// The values `foregroundStyle(by:)` colours, in order.
    var styleDomain: [PlotValue] = []
    /// Whether `foregroundStyle(by:)` plots numbers (a continuous scale, no legend).
    var isContinuousStyle: Bool {
        configuration.styleScale?.domain == nil && !styleDomain.isEmpty && styleDomain.allSatisfy { if case .number = $0 { true } else { false } }
    }
    /// The values `symbol(by:)` gives symbols, in order.
    var symbolDomain: [PlotValue] = []

    package init(configuration: ChartConfiguration) { self.configuration = configuration }

    package mutating func build(_ raw: [ChartMark]) -> ChartModel {
        let marks = raw.enumerated()
            .sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
            .map(\.element)
        model.isPolar = !marks.isEmpty && marks.allSatisfy { $0.kind == .sector }
        styleDomain = configuration.styleScale?.domain ?? Self.distinct(marks.compactMap { $0.styleBy?.value })
        symbolDomain = Self.distinct(marks.compactMap { $0.symbolBy?.value })
        var resolved = marks.map(resolve)
        if model.isPolar {
            Self.placeSectors(&resolved)
        } else {
            Self.orient(&resolved)
            Self.stack(&resolved)
            Self.dodge(&resolved)
            model.x = makeScale(.x, resolved)
            model.y = makeScale(.y, resolved)
            model.marks = resolved
            buildAxes()
        }
        model.marks = resolved
        for (i, m) in resolved.enumerated() {
            if let view = m.mark.symbolView {
                let symbol = ChartAnnotation(position: .overlay, alignment: .center, spacing: 0, content: view)
                model.annotations.append(AnnotationItem(markIndex: i, annotation: symbol))
            }
            for note in m.mark.annotations { model.annotations.append(AnnotationItem(markIndex: i, annotation: note)) }
        }
        buildLegend(resolved)
        model.plotStyle = configuration.plotStyle.map { $0(ChartPlotContent()) }
        model.background = configuration.background
        model.overlay = configuration.overlay
        model.xTitle = configuration.xAxis.label
        model.yTitle = configuration.yAxis.label
        return model
    }

    /// Values in order of first appearance, each once.
    static func distinct(_ values: [PlotValue]) -> [PlotValue] {
        var seen = Set<PlotValue>(), out: [PlotValue] = []
        for v in values where seen.insert(v).inserted { out.append(v) }
        return out
    }

    /// The style of the `index`th value of the style domain.
    func style(forDomainIndex index: Int) -> AnyShapeStyle {
        if let range = configuration.styleScale?.range, !range.isEmpty { return range[index % range.count] }
        let palette = ChartStyleDefaults.palette
        return AnyShapeStyle(palette[index % palette.count])
    }

    /// The style of a value of `foregroundStyle(by:)`.
    func style(for value: PlotValue) -> AnyShapeStyle {
        if let mapping = configuration.styleScale?.mapping, let style = mapping(value) { return style }
        if isContinuousStyle, case .number(let n) = value {
            // Numbers make a continuous scale: along the gradient, or the first
            // style, fainter for smaller values.
            let numbers = styleDomain.compactMap(\.continuous)
            let (lo, hi) = configuration.styleScale?.gradientDomain ?? (numbers.min() ?? 0, numbers.max() ?? 1)
            let f = max(0, min(1, hi > lo ? (n - lo) / (hi - lo) : 1))
            if let stops = configuration.styleScale?.gradient?.stops, !stops.isEmpty {
                return AnyShapeStyle(GradientSampleStyle(stops: stops, location: f))
            }
            return AnyShapeStyle(style(forDomainIndex: 0).opacity(0.15 + 0.85 * f))
        }
        return style(forDomainIndex: styleDomain.firstIndex(of: value) ?? 0)
    }

    func resolve(_ mark: ChartMark) -> ResolvedMark {
        let resolvedStyle = mark.style ?? mark.styleBy.map { self.style(for: $0.value) } ?? AnyShapeStyle(ChartStyleDefaults.palette[0])
        var symbol = mark.symbol
        if symbol == nil, let by = mark.symbolBy?.value {
            symbol = configuration.symbolScale?[by]
                ?? AnyChartSymbolShape(BasicChartSymbolShape.automaticOrder[(symbolDomain.firstIndex(of: by) ?? 0) % 5])
        }
        if mark.symbolView != nil { symbol = nil }
        else if symbol == nil, mark.kind == .point { symbol = AnyChartSymbolShape(BasicChartSymbolShape.circle) }
        let key = [mark.series?.value.label, mark.styleBy?.value.label, mark.symbolBy?.value.label, mark.lineStyleBy?.value.label]
            .compactMap { $0 }.joined(separator: "\u{1F}")
        return ResolvedMark(mark: mark, style: resolvedStyle, symbol: symbol, seriesKey: key)
    }

    // MARK: Bars: orientation, stacks, side by side

    static func isNumber(_ c: ChannelValue?) -> Bool { if case .number = c?.value { return true }; return false }

    static func orient(_ marks: inout [ResolvedMark]) {
        for i in marks.indices where marks[i].mark.kind == .bar || marks[i].mark.kind == .area {
            let m = marks[i].mark
            if m.xStart != nil || m.xEnd != nil { marks[i].vertical = m.yStart != nil && m.yEnd != nil ? true : false; continue }
            if m.yStart != nil || m.yEnd != nil { marks[i].vertical = true; continue }
            if m.y == nil { marks[i].vertical = false; continue }
            if m.x == nil { marks[i].vertical = true; continue }
            marks[i].vertical = !(isNumber(m.x) && !isNumber(m.y))
        }
    }

    /// What marks share to stack on each other: the same category, or the same
    /// date (its whole unit when it has one: bars at 8:00 and 9:00 stack apart).
    static func bandKey(_ value: ChannelValue?) -> String {
        guard let value else { return "" }
        if case .date(let d) = value.value {
            guard let unit = value.unit else { return "\(d.timeIntervalSince1970)" }
            let start = ChartDateFormat.calendar.dateInterval(of: unit, for: d)?.start ?? d
            return "\(start.timeIntervalSince1970)"
        }
        return value.value.label
    }

    static func stack(_ marks: inout [ResolvedMark]) {
        var positive: [String: Double] = [:], negative: [String: Double] = [:]
        var keys: [Int: String] = [:]
        for i in marks.indices {
            let m = marks[i].mark
            guard m.kind == .bar || m.kind == .area else { continue }
            let vertical = marks[i].vertical
            if let s = (vertical ? m.yStart : m.xStart)?.value.continuous, let e = (vertical ? m.yEnd : m.xEnd)?.value.continuous {
                marks[i].stackLow = s; marks[i].stackHigh = e; continue
            }
            guard let value = (vertical ? m.y : m.x)?.value.continuous else { continue }
            if m.stacking == .unstacked { marks[i].stackLow = 0; marks[i].stackHigh = value; continue }
            let key = "\(m.kind == .area ? "a" : "b")\u{1F}\(Self.bandKey(vertical ? m.x : m.y))\u{1F}\(m.positionBy?.value.label ?? "")"
            keys[i] = key
            if value >= 0 {
                let low = positive[key, default: 0]
                marks[i].stackLow = low; marks[i].stackHigh = low + value; positive[key] = low + value
            } else {
                let high = negative[key, default: 0]
                marks[i].stackLow = high + value; marks[i].stackHigh = high; negative[key] = high + value
            }
        }
        for (i, key) in keys {
            let m = marks[i].mark
            let pos = positive[key, default: 0], neg = negative[key, default: 0]
            switch m.stacking.storage {
            case .normalized:
                let total = pos - neg
                guard total > 0 else { continue }
                marks[i].stackLow = ((marks[i].stackLow ?? 0) - neg) / total
                marks[i].stackHigh = ((marks[i].stackHigh ?? 0) - neg) / total
            case .center:
                let shift = -(pos + neg) / 2
                marks[i].stackLow = (marks[i].stackLow ?? 0) + shift
                marks[i].stackHigh = (marks[i].stackHigh ?? 0) + shift
            default: break
            }
        }
    }

    static func dodge(_ marks: inout [ResolvedMark]) {
        let domain = distinct(marks.compactMap { $0.mark.positionBy?.value })
        guard domain.count > 1 else { return }
        for i in marks.indices {
            guard let v = marks[i].mark.positionBy?.value, let slot = domain.firstIndex(of: v) else { continue }
            marks[i].slot = slot; marks[i].slotCount = domain.count
        }
    }

    static func placeSectors(_ marks: inout [ResolvedMark]) {
        let total = marks.reduce(0) { $0 + max(0, $1.mark.angle ?? 0) }
        guard total > 0 else { return }
        var angle = 0.0
        for i in marks.indices {
            let share = max(0, marks[i].mark.angle ?? 0) / total * 2 * .pi
            marks[i].startAngle = angle; marks[i].endAngle = angle + share
            angle += share
        }
    }
}
