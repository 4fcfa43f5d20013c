import Foundation
import VellumGeometry
import VellumViews

/// Draws a model's grid lines, marks and ticks into the plot's canvas.
package struct ChartPainter {
    let model: ChartModel

    package init(model: ChartModel) { self.model = model }

    package func paint(_ context: inout GraphicsContext, size: CGSize) {
        let geometry = MarkGeometry(model: model, size: size)
        for line in model.grid { drawGrid(line, &context, size) }
        var drawnSeries = Set<String>()
        for (i, r) in model.marks.enumerated() {
            var ctx = context
            ctx.opacity = r.mark.opacity
            switch r.mark.kind {
            case .bar, .rectangle:
                guard case .rect(let rect) = geometry.shape(i), rect.width > 0 || rect.height > 0 else { continue }
                let path = r.mark.clipShape.map { $0(rect) } ?? ((r.mark.cornerRadius ?? 0) > 0
                    ? Path(roundedRect: rect, cornerRadius: min(r.mark.cornerRadius ?? 0, min(rect.width, rect.height) / 2), style: .circular)
                    : Path(rect))
                ctx.fill(path, with: .style(r.style))
            case .point:
                guard r.mark.symbolView == nil, case .point(let p) = geometry.shape(i) else { continue }
                drawSymbol(r, at: p, diameter: ChartStyleDefaults.symbolDiameter, &ctx)
            case .rule:
                guard case .segment(let a, let b) = geometry.shape(i) else { continue }
                var path = Path(); path.move(to: a); path.addLine(to: b)
                ctx.stroke(path, with: .style(r.style), style: r.mark.lineStyle ?? StrokeStyle(lineWidth: ChartStyleDefaults.ruleWidth))
            case .sector:
                guard case .sector(let c, let inner, let outer, let start, let end) = geometry.shape(i) else { continue }
                ctx.fill(SectorPath.path(center: c, inner: inner, outer: outer, start: start, end: end,
                                         inset: r.mark.angularInset ?? 0), with: .style(r.style))
            case .line, .area:
                let key = "\(r.mark.kind)\u{1F}\(r.seriesKey)"
                guard drawnSeries.insert(key).inserted else { continue }
                drawSeries(from: i, geometry, &ctx)
            }
        }
        for line in model.ticks { drawTick(line, &context, size) }
    }

    /// The indices of the marks of the line or area that `index` starts.
    func series(from index: Int) -> [Int] {
        let first = model.marks[index]
        return model.marks.indices.filter { model.marks[$0].mark.kind == first.mark.kind && model.marks[$0].seriesKey == first.seriesKey }
    }

    func drawSeries(from index: Int, _ geometry: MarkGeometry, _ context: inout GraphicsContext) {
        let members = series(from: index)
        let r = model.marks[index]
        let points = members.compactMap { i -> CGPoint? in if case .point(let p) = geometry.shape(i) { return p }; return nil }
        let method = r.mark.interpolation ?? .linear
        if r.mark.kind == .area {
            let bases = members.compactMap { geometry.areaBase($0) }
            guard points.count > 1 else { return }
            var path = Path()
            ChartCurves.add(points, method: method, to: &path, move: true)
            if bases.count == points.count, !(r.mark.yStart != nil || r.mark.xStart != nil) {
                ChartCurves.add(bases.reversed(), method: method, to: &path, move: false)
            } else if r.mark.yStart != nil || r.mark.xStart != nil {
                let lows = members.compactMap { i -> CGPoint? in
                    let m = model.marks[i].mark
                    guard let start = m.yStart ?? m.xStart else { return nil }
                    if m.yStart != nil, let x = geometry.span(m.x, axis: .x)?.center, let y = model.yPoint(start.value, geometry.size) {
                        return CGPoint(x: x, y: y)
                    }
                    if let y = geometry.span(m.y, axis: .y)?.center, let x = model.xPoint(start.value, geometry.size) { return CGPoint(x: x, y: y) }
                    return nil
                }
                ChartCurves.add(lows.reversed(), method: method, to: &path, move: false)
            } else {
                ChartCurves.add(bases.reversed(), method: method, to: &path, move: false)
            }
            path.closeSubpath()
            context.fill(path, with: .style(r.style))
            return
        }
        var path = Path()
        ChartCurves.add(points, method: method, to: &path, move: true)
        var stroke = r.mark.lineStyle ?? StrokeStyle(lineWidth: ChartStyleDefaults.lineWidth, lineCap: .round, lineJoin: .round)
        if r.mark.lineStyle == nil, let by = r.mark.lineStyleBy?.value {
            let domain = ChartModelBuilder.distinct(model.marks.compactMap { $0.mark.lineStyleBy?.value })
            let dashes: [[CGFloat]] = [[], [6, 3], [2, 3], [8, 3, 2, 3]]
            stroke.dash = dashes[(domain.firstIndex(of: by) ?? 0) % dashes.count]
        }
        if points.count > 1 { context.stroke(path, with: .style(r.style), style: stroke) }
        for (k, i) in members.enumerated() where model.marks[i].symbol != nil && k < points.count {
            drawSymbol(model.marks[i], at: points[k], diameter: ChartStyleDefaults.lineSymbolDiameter, &context)
        }
    }

    func drawSymbol(_ r: ResolvedMark, at p: CGPoint, diameter: CGFloat, _ context: inout GraphicsContext) {
        let symbol = r.symbol ?? AnyChartSymbolShape(BasicChartSymbolShape.circle)
        let size = r.mark.symbolSize ?? CGSize(width: diameter, height: diameter)
        let path = symbol.path(center: p, size: size)
        if symbol.filled { context.fill(path, with: .style(r.style)) }
        else { context.stroke(path, with: .style(r.style), lineWidth: 1.5) }
    }

    func drawGrid(_ line: AxisLineItem, _ context: inout GraphicsContext, _ size: CGSize) {
        var path = Path()
        if line.axis == .x, let x = model.x {
            let px = x.point(line.fraction, from: 0, to: size.width)
            path.move(to: CGPoint(x: px, y: 0)); path.addLine(to: CGPoint(x: px, y: size.height))
        } else if line.axis == .y, let y = model.y {
            let py = y.point(line.fraction, from: size.height, to: 0)
            path.move(to: CGPoint(x: 0, y: py)); path.addLine(to: CGPoint(x: size.width, y: py))
        }
        context.stroke(path, with: .style(line.style), style: line.stroke)
    }

    func drawTick(_ line: AxisLineItem, _ context: inout GraphicsContext, _ size: CGSize) {
        var path = Path()
        let length = line.length ?? ChartStyleDefaults.tickLength
        if line.axis == .x, let x = model.x {
            let px = x.point(line.fraction, from: 0, to: size.width)
            let y0 = model.xLabelsTop ? 0 : size.height
            path.move(to: CGPoint(x: px, y: y0)); path.addLine(to: CGPoint(x: px, y: model.xLabelsTop ? -length : y0 + length))
        } else if line.axis == .y, let y = model.y {
            let py = y.point(line.fraction, from: size.height, to: 0)
            let x0 = model.yLabelsLeading ? 0 : size.width
            path.move(to: CGPoint(x: x0, y: py)); path.addLine(to: CGPoint(x: model.yLabelsLeading ? -length : x0 + length, y: py))
        }
        context.stroke(path, with: .style(line.style), style: line.stroke)
    }
}
