import Foundation
import VellumGeometry
import VellumLayout
import VellumViews

/// Lays a chart out: measures its axis labels and legend, gives the plot the
/// rest, and places the plot, labels, annotations and legend around it.
///
/// Subviews, in order: the plot style, the plot's canvas, the axis labels,
/// the annotations, then the legend, the axis titles and the overlay if there are any.
struct ChartLayout: Layout {
    let model: ChartModel

    var labelRange: Range<Int> { 2..<(2 + model.labels.count) }
    var annotationRange: Range<Int> { labelRange.upperBound..<(labelRange.upperBound + model.annotations.count) }
    var legendIndex: Int? { model.legend == nil ? nil : annotationRange.upperBound }
    var xTitleIndex: Int? { model.xTitle == nil ? nil : annotationRange.upperBound + (model.legend == nil ? 0 : 1) }
    var yTitleIndex: Int? {
        model.yTitle == nil ? nil : annotationRange.upperBound + (model.legend == nil ? 0 : 1) + (model.xTitle == nil ? 0 : 1)
    }

    /// The `chartOverlay` content, laid out over the plot, last.
    var overlayIndex: Int? {
        model.overlay == nil ? nil : annotationRange.upperBound + (model.legend == nil ? 0 : 1) + (model.xTitle == nil ? 0 : 1)
            + (model.yTitle == nil ? 0 : 1)
    }

    /// A chart keeps the standard spacing from its neighbours (two charts in a
    /// `VStack` stand 8 pt apart), whatever its labels and canvas would say.
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 300, height: 200))
    }

    /// The plot's rectangle in `bounds`, after the axes, legend and titles take their room.
    func plotRect(in bounds: CGRect, subviews: Subviews) -> CGRect {
        var rect = bounds
        if let i = legendIndex {
            let size = subviews[i].sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
            let room = size.height + (model.legendSpacing ?? ChartStyleDefaults.legendSpacing)
            if model.legendPosition == .top { rect.origin.y += room }
            if model.legendPosition == .top || model.legendPosition == .bottom || model.legendPosition == .automatic {
                rect.size.height -= room
            }
        }
        if let i = xTitleIndex { rect.size.height -= subviews[i].sizeThatFits(.unspecified).height + 4 }
        if let i = yTitleIndex {
            let h = subviews[i].sizeThatFits(.unspecified).height + 4
            rect.origin.y += h; rect.size.height -= h
        }
        guard !model.isPolar else { return rect.standardized }
        var yWidth: CGFloat = 0, xHeight: CGFloat = 0
        let proposals = labelProposals(rect)
        for (k, label) in model.labels.enumerated() {
            let size = subviews[labelRange.lowerBound + k].sizeThatFits(proposals[k])
            if label.axis == .y { yWidth = max(yWidth, size.width) }
            else { xHeight = max(xHeight, size.height) }
        }
        let yTick = model.ticks.contains { $0.axis == .y } ? ChartStyleDefaults.tickLength : 0
        let xTick = model.ticks.contains { $0.axis == .x } ? ChartStyleDefaults.tickLength : 0
        if yWidth > 0 {
            let room = yWidth + yTick + ChartStyleDefaults.labelSpacing
            if model.yLabelsLeading { rect.origin.x += room }
            // The top and bottom labels are centred on the plot's edges and may
            // stand out of it, as in Swift Charts: no room is kept for them.
            rect.size.width -= room
        }
        if xHeight > 0 {
            // Number and date labels sit beside their ticks, not below them.
            let room = xHeight + (model.x?.kind == .category ? xTick : 0) + ChartStyleDefaults.labelSpacing
            if model.xLabelsTop { rect.origin.y += room }
            rect.size.height -= room
        }
        rect.size.width = max(0, rect.width); rect.size.height = max(0, rect.height)
        return rect
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let plot = plotRect(in: bounds, subviews: subviews)
        let plotProposal = ProposedViewSize(plot.size)
        subviews[0].place(at: plot.origin, proposal: plotProposal)
        subviews[1].place(at: plot.origin, proposal: plotProposal)
        if let i = overlayIndex { subviews[i].place(at: plot.origin, proposal: plotProposal) }
        placeLabels(plot, subviews)
        placeAnnotations(plot, subviews)
        if let i = legendIndex {
            let size = subviews[i].sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
            let y = model.legendPosition == .top ? bounds.minY : bounds.maxY - size.height
            let alignment = model.legendAlignment?.horizontal ?? .leading
            let x = alignment == .center ? bounds.midX - size.width / 2 : alignment == .trailing ? bounds.maxX - size.width : bounds.minX
            subviews[i].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(width: bounds.width, height: size.height))
        }
        if let i = xTitleIndex {
            let bottom = legendIndex.map { bounds.maxY - subviews[$0].sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height
                - (model.legendSpacing ?? ChartStyleDefaults.legendSpacing) } ?? bounds.maxY
            subviews[i].place(at: CGPoint(x: plot.midX, y: bottom), anchor: .bottom, proposal: .unspecified)
        }
        if let i = yTitleIndex {
            let x = model.yLabelsLeading ? bounds.minX : bounds.maxX
            subviews[i].place(at: CGPoint(x: x, y: bounds.minY), anchor: model.yLabelsLeading ? .topLeading : .topTrailing,
                              proposal: .unspecified)
        }
    }

    func placeLabels(_ plot: CGRect, _ subviews: Subviews) {
        let yTick = model.ticks.contains { $0.axis == .y } ? ChartStyleDefaults.tickLength : 0
        let xTick = model.ticks.contains { $0.axis == .x } ? ChartStyleDefaults.tickLength : 0
        var places: [(point: CGPoint, anchor: UnitPoint)?] = []
        var frames: [CGRect] = []
        let proposals = labelProposals(plot)
        for (k, label) in model.labels.enumerated() {
            let size = subviews[labelRange.lowerBound + k].sizeThatFits(proposals[k])
            let spacing = label.spacing ?? ChartStyleDefaults.labelSpacing
            var place: (point: CGPoint, anchor: UnitPoint)?
            if label.axis == .y, let y = model.y {
                let py = y.point(label.fraction, from: plot.maxY, to: plot.minY)
                let point = model.yLabelsLeading ? CGPoint(x: plot.minX - yTick - spacing, y: py)
                                                 : CGPoint(x: plot.maxX + yTick + spacing, y: py)
                place = (point, label.anchor ?? (model.yLabelsLeading ? .trailing : .leading))
            } else if label.axis == .x, let x = model.x {
                let px = x.point(label.fraction, from: plot.minX, to: plot.maxX)
                let below = x.kind == .category ? xTick : 0
                let py = model.xLabelsTop ? plot.minY - below - spacing : plot.maxY + below + spacing
                let anchor: UnitPoint = label.aligned ? (model.xLabelsTop ? .bottomLeading : .topLeading) : (model.xLabelsTop ? .bottom : .top)
                place = (CGPoint(x: px + (label.aligned ? ChartStyleDefaults.alignedLabelInset : 0), y: py), label.anchor ?? anchor)
            }
            let origin = place.map { CGPoint(x: $0.point.x - $0.anchor.x * size.width, y: $0.point.y - $0.anchor.y * size.height) } ?? .zero
            // A date label that starts at its tick and would run past the plot's
            // trailing edge is left out (its grid line and tick stay).
            if label.axis == .x, label.aligned, label.anchor == nil, origin.x + size.width > plot.maxX + 0.5 { place = nil }
            places.append(place)
            frames.append(CGRect(origin: origin, size: size))
        }
        var visible = Set<Int>()
        for axis in [ChartAxis.x, .y] {
            let members = model.labels.indices.filter { model.labels[$0].axis == axis && places[$0] != nil }
            let kept = AxisLabelCollisions.visible(members.map { frames[$0] }, members.map { model.labels[$0].collision })
            for (j, i) in members.enumerated() where kept.contains(j) { visible.insert(i) }
        }
        for (k, place) in places.enumerated() {
            let view = subviews[labelRange.lowerBound + k]
            guard let place, visible.contains(k) else {
                view.place(at: plot.origin, proposal: .zero)
                continue
            }
            view.place(at: place.point, anchor: place.anchor, proposal: proposals[k])
        }
    }

    /// What each label is offered: `.truncate` labels on the x axis get the room
    /// between their neighbours (less the minimum spacing) and shorten to it;
    /// every other label its ideal size.
    func labelProposals(_ plot: CGRect) -> [ProposedViewSize] {
        let positions = model.labels.map { label -> CGFloat? in
            guard label.axis == .x, let x = model.x else { return nil }
            return x.point(label.fraction, from: plot.minX, to: plot.maxX)
        }
        return model.labels.indices.map { k in
            guard model.labels[k].collision.storage == .truncate, let here = positions[k] else { return .unspecified }
            let others = positions.indices.filter { $0 != k && model.labels[$0].axis == .x }.compactMap { positions[$0] }
            let gap = others.map { abs($0 - here) }.filter { $0 > 0 }.min() ?? plot.width
            return ProposedViewSize(width: max(0, gap - AxisLabelCollisions.minimumSpacing), height: nil)
        }
    }

    func placeAnnotations(_ plot: CGRect, _ subviews: Subviews) {
        let geometry = MarkGeometry(model: model, size: plot.size)
        for (k, item) in model.annotations.enumerated() {
            let r = model.marks[item.markIndex]
            guard var frame = geometry.shape(item.markIndex).frame else { continue }
            frame = frame.offsetBy(dx: plot.minX, dy: plot.minY)
            if r.mark.kind == .point || r.symbol != nil {
                let d = (r.mark.symbolSize?.width ?? ChartStyleDefaults.symbolDiameter) / 2
                frame = frame.insetBy(dx: -d, dy: -d)
            }
            let s = item.annotation.spacing ?? ChartStyleDefaults.annotationSpacing
            var position = item.annotation.position.storage
            if position == .automatic {
                position = r.mark.kind == .sector ? .overlay : (r.mark.kind == .bar && !r.vertical) ? .trailing : .top
            }
            let (point, anchor): (CGPoint, UnitPoint) = switch position {
            case .top, .automatic: (CGPoint(x: frame.midX, y: frame.minY - s), .bottom)
            case .bottom: (CGPoint(x: frame.midX, y: frame.maxY + s), .top)
            case .leading: (CGPoint(x: frame.minX - s, y: frame.midY), .trailing)
            case .trailing: (CGPoint(x: frame.maxX + s, y: frame.midY), .leading)
            case .overlay: (CGPoint(x: frame.midX, y: frame.midY), .center)
            case .topLeading: (CGPoint(x: frame.minX, y: frame.minY - s), .bottomLeading)
            case .topTrailing: (CGPoint(x: frame.maxX, y: frame.minY - s), .bottomTrailing)
            case .bottomLeading: (CGPoint(x: frame.minX, y: frame.maxY + s), .topLeading)
            case .bottomTrailing: (CGPoint(x: frame.maxX, y: frame.maxY + s), .topTrailing)
            }
            var (at, unit) = (point, anchor)
            let horizontal = item.annotation.alignment.horizontal
            if [.top, .bottom, .automatic].contains(position), horizontal != .center {
                at.x = horizontal == .leading ? frame.minX : frame.maxX
                unit = UnitPoint(x: horizontal == .leading ? 0 : 1, y: anchor.y)
            }
            subviews[annotationRange.lowerBound + k].place(at: at, anchor: unit, proposal: .unspecified)
        }
    }
}
