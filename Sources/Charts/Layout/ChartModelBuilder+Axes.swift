import Foundation
import VellumGeometry
import VellumViews

extension ChartModelBuilder {
    mutating func buildAxes() {
        for axis in [ChartAxis.x, .y] {
            let config = axis == .x ? configuration.xAxis : configuration.yAxis
            guard config.visibility != .hidden, let scale = axis == .x ? model.x : model.y else { continue }
            let specs = config.marks ?? [AxisMarksSpec(preset: .automatic, position: .automatic, values: .automatic,
                                                         elements: nil, stroke: nil)]
            if let position = specs.first?.position.storage {
                if axis == .y { model.yLabelsLeading = position == .leading }
                if axis == .x { model.xLabelsTop = position == .top }
            }
            for spec in specs { add(spec, axis: axis, scale: scale) }
        }
    }

    /// The values an `AxisMarks` marks on `scale`.
    func values(_ values: AxisMarkValues, on scale: ChartScale) -> [PlotValue] {
        switch values.storage {
        case .automatic(let count, let minimum) where scale.kind == .linear && (count != nil || minimum != nil):
            var step = NiceNumbers.step(lower: scale.lower, upper: scale.upper,
                                        count: count.map(Self.intervals(forValues:)) ?? ChartStyleDefaults.tickCount)
            if let minimum, minimum > 0, step < minimum {
                step = NiceNumbers.step(lower: 0, upper: minimum, count: 1)
                if step < minimum { step *= 2 }
            }
            return Self.multiples(of: step, from: scale.lower, to: scale.upper).map { .number($0) }
        case .automatic(let count?, _) where scale.kind == .date:
            let step = DateTicks.step(lower: scale.lower, upper: scale.upper, count: max(1, count))
            return DateTicks.ticks(lower: scale.lower, upper: scale.upper, unit: step.unit, count: step.count).map { .date($0) }
        case .automatic:
            return scale.ticks
        case .numberStride(let step):
            if scale.kind == .date {
                var out: [PlotValue] = [], t = scale.lower
                while t <= scale.upper, out.count < 200, step > 0 { out.append(.date(Date(timeIntervalSince1970: t))); t += step }
                return out
            }
            return Self.multiples(of: step, from: scale.lower, to: scale.upper).map { .number($0) }
        case .dateStride(let unit, let count):
            return DateTicks.ticks(lower: scale.lower, upper: scale.upper, unit: unit, count: count).map { .date($0) }
        case .values(let vs):
            return vs
        }
    }

    /// The fraction halfway between the `i`th value and the next one (the next
    /// stride step after the last).
    static func intervalMiddle(_ values: [PlotValue], _ i: Int, _ marks: AxisMarkValues, _ scale: ChartScale) -> Double? {
        guard let here = values[i].continuous else { return nil }
        var next: Double?
        if i + 1 < values.count { next = values[i + 1].continuous }
        else if case .date(let d) = values[i] {
            var unit = scale.dateStep?.unit ?? .day, count = scale.dateStep?.count ?? 1
            if case .dateStride(let u, let c) = marks.storage { unit = u; count = c }
            next = ChartDateFormat.calendar.date(byAdding: unit, value: max(1, count), to: d)?.timeIntervalSince1970
        } else if i > 0, let previous = values[i - 1].continuous {
            next = here + (here - previous)
        }
        guard let next else { return nil }
        let middle = (here + next) / 2
        return scale.fraction(values[i].scaleKind == .date ? .date(Date(timeIntervalSince1970: middle)) : .number(middle))
    }

    /// Grid lines and ticks: solid across the y axis, dashed along the x axis
    /// (Swift Charts' vertical lines).
    static func defaultStroke(_ axis: ChartAxis) -> StrokeStyle {
        axis == .x ? ChartStyleDefaults.xGridStroke : ChartStyleDefaults.gridStroke
    }

    /// The default marks at a value: a grid line, a tick and a label on a
    /// continuous axis, a label alone on a category axis.
    static func defaultElements(_ scale: ChartScale) -> [AxisElement] {
        let label = AxisElement.label(AxisLabelSpec())
        if scale.kind == .category { return [label] }
        return [.grid(AxisLineSpec()), .tick(AxisLineSpec()), label]
    }

    /// The text of a value on `scale`.
    func text(of value: PlotValue, on scale: ChartScale, step: Double?) -> String {
        switch value {
        case .number(let n): ChartNumberFormat.string(n, step: step ?? scale.step)
        case .date(let d): ChartDateFormat.string(d, unit: scale.dateStep?.unit ?? .day)
        case .string(let s): s
        }
    }

    mutating func add(_ spec: AxisMarksSpec, axis: ChartAxis, scale: ChartScale) {
        let values = self.values(spec.values, on: scale)
        let numbers = values.compactMap(\.continuous)
        var step: Double?
        if scale.kind == .linear, numbers.count > 1 {
            step = zip(numbers.dropFirst(), numbers).map { abs($0 - $1) }.filter { $0 > 0 }.min()
        }
        for (i, value) in values.enumerated() {
            guard let center = scale.fraction(value) else { continue }
            let axisValue = AxisValue(value: value, index: i, count: values.count)
            let elements = spec.elements?(axisValue) ?? Self.defaultElements(scale)
            for element in elements {
                switch element {
                case .grid(let s):
                    let f = scale.kind == .category && s.centered == false ? center - scale.bandFraction / 2 : center
                    model.grid.append(AxisLineItem(axis: axis, fraction: f, length: nil,
                                                   stroke: s.stroke ?? spec.stroke ?? Self.defaultStroke(axis),
                                                   style: s.style ?? ChartStyleDefaults.gridStyle))
                case .tick(let s):
                    let f = scale.kind == .category && s.centered == false ? center - scale.bandFraction / 2 : center
                    // A continuous x axis' tick runs beside its label, which starts after it.
                    let beside = axis == .x && scale.kind != .category
                    model.ticks.append(AxisLineItem(axis: axis, fraction: f,
                                                    length: s.length ?? (beside ? ChartStyleDefaults.alignedTickLength : ChartStyleDefaults.tickLength),
                                                    stroke: s.stroke ?? spec.stroke ?? Self.defaultStroke(axis),
                                                    style: s.style ?? ChartStyleDefaults.gridStyle))
                case .label(let s):
                    let string: String
                    var custom: AnyView?
                    switch s.content {
                    case .automatic: string = text(of: value, on: scale, step: step)
                    case .text(let t): string = t
                    case .format(let f):
                        string = ""
                        custom = AnyView(AxisFormattedText(value: axisValue, format: f, fallback: text(of: value, on: scale, step: step)))
                    case .view(let v): string = ""; custom = v
                    }
                    let font = s.font ?? ChartStyleDefaults.labelFont
                    let style = s.style ?? AnyShapeStyle(HierarchicalShapeStyle.secondary)
                    let styled = (custom ?? AnyView(Text(verbatim: string))).font(font).foregroundStyle(style)
                    // `.truncate` labels take the width the layout offers them, on one line.
                    let truncates = s.collision.storage == .truncate
                    let label = truncates ? AnyView(styled.lineLimit(1).fixedSize(horizontal: false, vertical: true))
                                          : AnyView(styled.fixedSize())
                    let aligned = axis == .x && scale.kind != .category && s.centered != true && spec.preset.storage != .extended
                    var at = center
                    if s.centered == true, scale.kind != .category {
                        // Centred in the interval up to the next value; a last interval past the plot has no label.
                        guard let mid = Self.intervalMiddle(values, i, spec.values, scale), mid <= 1.0001, mid >= -0.0001 else { continue }
                        at = mid
                    }
                    model.labels.append(AxisLabelItem(axis: axis, fraction: at, aligned: aligned, anchor: s.anchor,
                                                      spacing: s.spacing, collision: s.collision, view: AnyView(AxisLabelSlot(label: label))))
                }
            }
        }
    }
}
