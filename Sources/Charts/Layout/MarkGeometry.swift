import VellumViews
import Foundation

/// The shapes of a model's marks in a plot of a given size.
package struct MarkGeometry {
    let model: ChartModel
    let size: CGSize
    let xBand: CGFloat
    let yBand: CGFloat

    package init(model: ChartModel, size: CGSize) {
        self.model = model; self.size = size
        xBand = Self.band(model.x, model.marks.compactMap { $0.mark.x?.value }, length: size.width)
        yBand = Self.band(model.y, model.marks.compactMap { $0.mark.y?.value }, length: size.height)
    }

    /// The band a mark gets on a scale: a category's band, or the plot shared
    /// by the distinct values of a continuous scale.
    static func band(_ scale: ChartScale?, _ values: [PlotValue], length: CGFloat) -> CGFloat {
        guard let scale else { return length }
        if scale.kind == .category { return scale.bandLength(from: 0, to: length) }
        let distinct = Set(values.compactMap(\.continuous)).count
        return length / CGFloat(max(1, distinct))
    }

    /// The centre and band of a channel on x (or y).
    func span(_ channel: ChannelValue?, axis: ChartAxis) -> (center: CGFloat, band: CGFloat)? {
        guard let channel else { return nil }
        let point: (PlotValue) -> CGFloat? = { axis == .x ? model.xPoint($0, size) : model.yPoint($0, size) }
        if case .date(let d) = channel.value, let unit = channel.unit,
           let end = ChartDateFormat.calendar.date(byAdding: unit, value: 1, to: d),
           let a = point(.date(d)), let b = point(.date(end)) {
            return ((a + b) / 2, abs(b - a))
        }
        guard let c = point(channel.value) else { return nil }
        return (c, axis == .x ? xBand : yBand)
    }

    /// A range between two channels, or between two point offsets, or the whole plot.
    func extent(_ start: ChannelValue?, _ end: ChannelValue?, points: (CGFloat?, CGFloat?), axis: ChartAxis) -> (CGFloat, CGFloat) {
        let length = axis == .x ? size.width : size.height
        if let start, let end {
            let p: (PlotValue) -> CGFloat? = { axis == .x ? model.xPoint($0, size) : model.yPoint($0, size) }
            if let a = p(start.value), let b = p(end.value) { return (min(a, b), max(a, b)) }
        }
        let a = points.0 ?? 0, b = points.1 ?? length
        return (min(a, b), max(a, b))
    }

    package func shape(_ index: Int) -> MarkShape {
        let r = model.marks[index], m = r.mark
        switch m.kind {
        case .bar: return bar(r)
        case .rectangle: return rectangle(r)
        case .point, .line, .area:
            let x = span(m.x, axis: .x)?.center ?? size.width / 2
            let y = span(m.y, axis: .y)?.center ?? size.height / 2
            if m.kind == .area, let high = r.stackHigh {
                return .point(r.vertical ? CGPoint(x: x, y: model.yPoint(number: high, size)) : CGPoint(x: model.xPoint(number: high, size), y: y))
            }
            return .point(CGPoint(x: x, y: y))
        case .rule:
            if let x = span(m.x, axis: .x)?.center, m.y == nil {
                let (a, b) = extent(m.yStart, m.yEnd, points: (m.yStartPoints, m.yEndPoints), axis: .y)
                return .segment(CGPoint(x: x, y: a), CGPoint(x: x, y: b))
            }
            if let y = span(m.y, axis: .y)?.center {
                let (a, b) = extent(m.xStart, m.xEnd, points: (m.xStartPoints, m.xEndPoints), axis: .x)
                return .segment(CGPoint(x: a, y: y), CGPoint(x: b, y: y))
            }
            return .none
        case .sector:
            let full = min(size.width, size.height) / 2
            let outer = m.outerRadius.storage == .automatic ? full : m.outerRadius.resolve(band: full, automaticRatio: 1)
            let inner = m.innerRadius.storage == .automatic ? 0 : m.innerRadius.resolve(band: outer, automaticRatio: 0)
            return .sector(center: CGPoint(x: size.width / 2, y: size.height / 2), inner: min(inner, outer), outer: outer,
                           start: r.startAngle, end: r.endAngle)
        }
    }

    /// The base of a stacked area at a mark, on the value axis.
    package func areaBase(_ index: Int) -> CGPoint? {
        let r = model.marks[index], m = r.mark
        guard let low = r.stackLow else { return nil }
        if r.vertical {
            guard let x = span(m.x, axis: .x)?.center else { return nil }
            return CGPoint(x: x, y: model.yPoint(number: low, size))
        }
        guard let y = span(m.y, axis: .y)?.center else { return nil }
        return CGPoint(x: model.xPoint(number: low, size), y: y)
    }

    func bar(_ r: ResolvedMark) -> MarkShape {
        let m = r.mark
        guard let low = r.stackLow, let high = r.stackHigh else {
            // Ranges on both axes.
            guard m.xStart != nil || m.yStart != nil else { return .none }
            let (x0, x1) = extent(m.xStart, m.xEnd, points: (m.xStartPoints, m.xEndPoints), axis: .x)
            let (y0, y1) = extent(m.yStart, m.yEnd, points: (m.yStartPoints, m.yEndPoints), axis: .y)
            return .rect(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        }
        if r.vertical {
            let (x0, x1) = across(m.x, dimension: m.width, slot: r, axis: .x, points: (m.xStartPoints, m.xEndPoints))
            let a = model.yPoint(number: low, size), b = model.yPoint(number: high, size)
            return .rect(CGRect(x: x0, y: min(a, b), width: x1 - x0, height: abs(b - a)))
        }
        let (y0, y1) = across(m.y, dimension: m.height, slot: r, axis: .y, points: (m.yStartPoints, m.yEndPoints))
        let a = model.xPoint(number: low, size), b = model.xPoint(number: high, size)
        return .rect(CGRect(x: min(a, b), y: y0, width: abs(b - a), height: y1 - y0))
    }

    /// The extent of a bar across its band, side by side with the others of its band.
    func across(_ channel: ChannelValue?, dimension: MarkDimension, slot r: ResolvedMark, axis: ChartAxis,
                points: (CGFloat?, CGFloat?)) -> (CGFloat, CGFloat) {
        guard let (center, band) = span(channel, axis: axis) else {
            return extent(nil, nil, points: points, axis: axis)
        }
        let scale = axis == .x ? model.x : model.y
        let ratio = scale?.kind == .category ? ChartStyleDefaults.barBandRatio : ChartStyleDefaults.dateBarRatio
        guard r.mark.positionBy != nil else {
            let width = dimension.resolve(band: band, automaticRatio: ratio)
            return (center - width / 2, center + width / 2)
        }
        // position(by:): the group takes its share of the band, and each bar
        // the same share of its slot (one slot: 0.7 × 0.7 of a day).
        let group = band * ratio, each = group / CGFloat(max(1, r.slotCount))
        let slotCenter = center - group / 2 + each * (CGFloat(r.slot) + 0.5)
        let width = dimension.resolve(band: each, automaticRatio: ChartStyleDefaults.dateBarRatio)
        return (slotCenter - width / 2, slotCenter + width / 2)
    }

    func rectangle(_ r: ResolvedMark) -> MarkShape {
        let m = r.mark
        var x0: CGFloat, x1: CGFloat, y0: CGFloat, y1: CGFloat
        if m.x != nil, let (c, band) = span(m.x, axis: .x) {
            let w = m.width.resolve(band: band, automaticRatio: model.x?.kind == .category ? 1 : 0.9)
            (x0, x1) = (c - w / 2, c + w / 2)
        } else {
            (x0, x1) = extent(m.xStart, m.xEnd, points: (m.xStartPoints, m.xEndPoints), axis: .x)
        }
        if m.y != nil, let (c, band) = span(m.y, axis: .y) {
            let h = m.height.resolve(band: band, automaticRatio: model.y?.kind == .category ? 1 : 0.9)
            (y0, y1) = (c - h / 2, c + h / 2)
        } else {
            (y0, y1) = extent(m.yStart, m.yEnd, points: (m.yStartPoints, m.yEndPoints), axis: .y)
        }
        return .rect(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
    }
}
