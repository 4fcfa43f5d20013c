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
        if isRigid(id), let d = rigidDimensions[id] { return d }
        let key = cacheKey(id, proposal, containerAxis)
        if !isRigid(id), let d = dimensionCache[id][key] { return d }
        let s = size(of: id, proposal: proposal, containerAxis: containerAxis)
        var d = ViewDimensions(size: s)
        let n = node(id)
        switch n.kind {
        case .leaf(.text(let t, let o)):
            let m = text.measure(t, options: o, width: textWidth(proposal))
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
        for g in n.guides {
            let v = g.compute(d)
            switch g.guide {
            case .horizontal(let h): d.explicitHorizontal[h.id] = v.isFinite ? v : 0
            case .vertical(let v2): d.explicitVertical[v2.id] = v.isFinite ? v : 0
            }
        }
        if isRigid(id) { rigidDimensions[id] = d } else { dimensionCache[id][key] = d }
        return d
    }

    /// A container's explicit guides: its children's, placed in its bounds and merged.
    private func mergeContainerGuides(_ id: Int, _ box: LayoutBox, into d: inout ViewDimensions, proposal: ProposedViewSize) {
        let size = finite(CGSize(width: d.width, height: d.height), fallback: .zero)
        let bounds = CGRect(origin: .zero, size: size)
        let subs = subviews(of: id)
        func run<L: Layout>(_ layout: L) -> (h: [HorizontalAlignment: CGFloat], v: [VerticalAlignment: CGFloat]) {
            var cache = (layoutCache(id) as? L.Cache) ?? layout.makeCache(subviews: subs)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subs, cache: &cache)
            var h: [HorizontalAlignment: CGFloat] = [:], v: [VerticalAlignment: CGFloat] = [:]
            if !(layout is HStackLayout || layout is VStackLayout || layout is ZStackLayout) {
                for g in HorizontalAlignment.builtins {
                    if let x = layout.explicitAlignment(of: g, in: bounds, proposal: proposal, subviews: subs, cache: &cache) { h[g] = x }
                }
                for g in VerticalAlignment.builtins {
                    if let y = layout.explicitAlignment(of: g, in: bounds, proposal: proposal, subviews: subs, cache: &cache) { v[g] = y }
                }
            }
            setLayoutCache(id, cache)
            return (h, v)
        }
        let answered = run(box.layout)
        var hs: [ObjectIdentifier: [CGFloat]] = [:], vs: [ObjectIdentifier: [CGFloat]] = [:]
        // Take every placement before measuring, so nothing pending is overwritten.
        let placed = subs.map { sub in (sub, takePlacement(sub.id)) }
        for (sub, placement) in placed {
            let q = placement?.2 ?? ProposedViewSize(size)
            let cd = sub.dimensions(in: q)
            guard !cd.explicitHorizontal.isEmpty || !cd.explicitVertical.isEmpty else { continue }
            let s = finite(CGSize(width: cd.width, height: cd.height), fallback: size)
            let origin: CGPoint
            if let (point, anchor, _) = placement {
                origin = CGPoint(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height)
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
        let n = node(id)
        switch n.kind {
        case .leaf(.spacer): return .zero
        case .leaf(.text(let t, let o)):
            let firstFont = t.runs.first?.font ?? .body
            let lastFont = t.runs.last?.font ?? firstFont
            return ViewSpacing(top: .text(text.metrics(for: firstFont), scale: o.displayScale), leading: .standard,
                               bottom: .text(text.metrics(for: lastFont), scale: o.displayScale), trailing: .standard)
        case .leaf, .position, .geometryReader:
            return ViewSpacing()
        case .layout(let box):
            func run<L: Layout>(_ layout: L) -> ViewSpacing {
                let subs = subviews(of: id)
                var cache = (layoutCache(id) as? L.Cache) ?? layout.makeCache(subviews: subs)
                let s = layout.spacing(subviews: subs, cache: &cache)
                setLayoutCache(id, cache)
                return s
            }
            return run(box.layout)
        case .padding(let ins):
            // A padded edge no longer shows its content's preference.
            var s = n.childIDs.first.map(spacing(of:)) ?? ViewSpacing()
            if ins.top != 0 { s.top = .standard }
            if ins.leading != 0 { s.leading = .standard }
            if ins.bottom != 0 { s.bottom = .standard }
            if ins.trailing != 0 { s.trailing = .standard }
            return s
        default:
            return n.childIDs.first.map(spacing(of:)) ?? ViewSpacing()
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
