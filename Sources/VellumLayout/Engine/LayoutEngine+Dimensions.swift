import Foundation
import VellumGeometry

extension LayoutEngine {
    /// Size and alignment guides of node `id` for a proposal; cached like sizes.
    ///
    /// Explicit guides come from text (its baselines), from
    /// `alignmentGuide(_:computeValue:)`, from a modifier's child moved by
    /// where the modifier puts it, and from a container's children merged by
    /// `GuideMerge` (so an HStack aligned on `.firstTextBaseline` finds the
    /// baseline of text nested in a VStack) unless its `Layout` answers
    /// `explicitAlignment(of:…)` itself.
    package func dimensions(of id: Int, proposal: ProposedViewSize, containerAxis: Axis?) -> ViewDimensions {
        let s = size(of: id, proposal: proposal, containerAxis: containerAxis)
        if hasNoExplicitGuides(id) { return ViewDimensions(size: s) }
        let key = cacheKey(id, proposal, containerAxis)
        if let d = dimensionCache[id]?[key] { return d }
        var d = ViewDimensions(size: s)
        switch nodes[id].kind {
        case .leaf(.text(let t, let o)):
            let m = measureText(id, t, o, proposal)
            d.firstBaseline = m.firstBaseline; d.lastBaseline = m.lastBaseline
        case .leaf, .geometryReader:
            break
        case .layout(let box):
            mergeContainerGuides(id, box, into: &d, proposal: proposal)
        default:
            let size = finite(s, fallback: .zero)
            for c in localPlacements(id, size: size, proposal: proposal, axis: containerAxis) where c.carriesGuides {
                let cd = dimensions(of: c.id, proposal: c.proposal, containerAxis: c.axis)
                let offset = c.frame.origin
                for (k, v) in cd.explicitHorizontal { d.explicitHorizontal[k] = v + offset.x }
                for (k, v) in cd.explicitVertical { d.explicitVertical[k] = v + offset.y }
            }
        }
        for g in nodes[id].guides {
            let v = g.compute(d)
            switch g.guide {
            case .horizontal(let h): d.explicitHorizontal[h.id] = v.isFinite ? v : 0
            case .vertical(let v2): d.explicitVertical[v2.id] = v.isFinite ? v : 0
            }
        }
        dimensionCache[id, default: ProposalCache()][key] = d
        return d
    }

    /// A container's explicit guides: its children's, placed in its bounds and merged.
    private func mergeContainerGuides(_ id: Int, _ box: LayoutBox, into d: inout ViewDimensions, proposal: ProposedViewSize) {
        let size = finite(CGSize(width: d.width, height: d.height), fallback: .zero)
        let bounds = CGRect(origin: .zero, size: size)
        let subs = subviews(of: id)
        func run<L: Layout>(_ layout: L) -> (h: [HorizontalAlignment: CGFloat], v: [VerticalAlignment: CGFloat]) {
            withCache(of: id, layout, subs) { cache in
                layout.placeSubviews(in: bounds, proposal: proposal, subviews: subs, cache: &cache)
                var h: [HorizontalAlignment: CGFloat] = [:], v: [VerticalAlignment: CGFloat] = [:]
                if !box.isBuiltInStack {
                    for g in HorizontalAlignment.builtins {
                        if let x = layout.explicitAlignment(of: g, in: bounds, proposal: proposal, subviews: subs, cache: &cache) { h[g] = x }
                    }
                    for g in VerticalAlignment.builtins {
                        if let y = layout.explicitAlignment(of: g, in: bounds, proposal: proposal, subviews: subs, cache: &cache) { v[g] = y }
                    }
                }
                return (h, v)
            }
        }
        let answered = run(box.layout)
        var hs: [ObjectIdentifier: [CGFloat]] = [:], vs: [ObjectIdentifier: [CGFloat]] = [:]
        // Take every placement before measuring, so nothing pending is overwritten.
        let placed = subs.map { sub in (sub, takePlacement(sub.id)) }
        for (sub, placement) in placed {
            let q = placement?.proposal ?? ProposedViewSize(size)
            let cd = sub.dimensions(in: q)
            guard !cd.explicitHorizontal.isEmpty || !cd.explicitVertical.isEmpty else { continue }
            let s = finite(CGSize(width: cd.width, height: cd.height), fallback: size)
            let origin: CGPoint
            if let p = placement {
                origin = CGPoint(x: p.point.x - p.anchor.x * s.width, y: p.point.y - p.anchor.y * s.height)
            } else {
                origin = CGPoint(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2)
            }
            for (k, v) in cd.explicitHorizontal { hs[k, default: []].append(v + origin.x) }
            for (k, v) in cd.explicitVertical { vs[k, default: []].append(v + origin.y) }
        }
        d.explicitHorizontal = GuideMerge.merge(hs)
        d.explicitVertical = GuideMerge.merge(vs)
        for (g, x) in answered.h { d.explicitHorizontal[g.id] = x }
        for (g, y) in answered.v { d.explicitVertical[g.id] = y }
    }

    /// The spacing node `id` prefers around itself; cached per node.
    package func spacing(of id: Int) -> ViewSpacing {
        if let s = spacingCache[id] { return s }
        let s = computeSpacing(id)
        spacingCache[id] = s
        return s
    }

    private func computeSpacing(_ id: Int) -> ViewSpacing {
        switch nodes[id].kind {
        case .leaf(.spacer): return .zero
        case .leaf(.text(let t, let o)):
            let firstFont = t.runs.first?.font ?? .body
            let lastFont = t.runs.last?.font ?? firstFont
            return ViewSpacing(top: .text(text.metrics(for: firstFont), scale: o.displayScale), leading: .standard,
                               bottom: .text(text.metrics(for: lastFont), scale: o.displayScale), trailing: .standard)
        case .leaf(.glyph(_, let baselineOffset)):
            let edge = ViewSpacing.EdgeSpacing.glyph(baselineOffset: baselineOffset)
            return ViewSpacing(top: edge, leading: .standard, bottom: edge, trailing: .standard)
        case .leaf, .position, .geometryReader, .lazyRun:
            return ViewSpacing()
        case .layout(let box):
            // A lazy container's leading edge is its first element's.
            if box.lazy != nil { realizeLazy(id, box, upTo: 1) }
            func run<L: Layout>(_ layout: L) -> ViewSpacing {
                let subs = subviews(of: id)
                return withCache(of: id, layout, subs) { layout.spacing(subviews: subs, cache: &$0) }
            }
            return run(box.layout)
        case .padding(let ins):
            // A padded edge no longer shows its content's preference.
            var s = firstChild(of: id).map(spacing(of:)) ?? ViewSpacing()
            if ins.top != 0 { s.top = .standard }
            if ins.leading != 0 { s.leading = .standard }
            if ins.bottom != 0 { s.bottom = .standard }
            if ins.trailing != 0 { s.trailing = .standard }
            return s
        default:
            return firstChild(of: id).map(spacing(of:)) ?? ViewSpacing()
        }
    }
}

extension HorizontalAlignment {
    /// The guides SwiftUI defines.
    package static let builtins: [HorizontalAlignment] = [.leading, .center, .trailing]
}

extension VerticalAlignment {
    /// The guides SwiftUI defines.
    package static let builtins: [VerticalAlignment] = [.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]
}
