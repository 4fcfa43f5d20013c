extension LayoutEngine {
    /// Places node `id` in `frame` (absolute), which it was given for `proposal`
    /// inside the safe areas `safeArea`, and its children recursively.
    package func place(_ id: Int, in rawFrame: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext,
                       containerAxis: Axis? = nil) -> PlacedNode {
        let origin = CGPoint(x: rawFrame.minX.sanitized(), y: rawFrame.minY.sanitized())
        let frame = CGRect(origin: origin, size: finite(rawFrame.size, fallback: environment.bounds.size))
        let n = node(id)
        var children: [PlacedNode] = []
        switch n.kind {
        case .leaf:
            break
        case .layout(let box):
            children = placeLayout(id, box, frame, proposal, safeArea)
        case .ignoresSafeArea(let regions, let edges):
            // The modifier keeps its frame; its child is proposed and given the
            // frame grown into the ignored regions it reaches (as SwiftUI's
            // _SafeAreaRegionsIgnoringLayout).
            if let c = n.childIDs.first {
                let grow = safeArea.insets(of: frame, ignoring: regions, scale: environment.displayScale).keeping(edges)
                let grown = frame.outset(by: grow)
                children = [place(c, in: grown, proposal: ProposedViewSize(grown.size), safeArea: safeArea, containerAxis: containerAxis)]
            }
        case .geometryReader(let build):
            let insets = safeArea.insets(of: frame, ignoring: .all, scale: environment.displayScale)
            let content: LayoutNode
            do {
                content = try build(GeometryValues(size: frame.size, frame: frame, safeAreaInsets: insets))
            } catch {
                fail(error)
                content = LayoutNode(.leaf(.empty), name: "EmptyView")
            }
            let c = add(content)
            setChildren(id, [c])
            let q = ProposedViewSize(frame.size)
            let d = dimensions(of: c, proposal: q, containerAxis: nil)
            let s = finite(CGSize(width: d.width, height: d.height), fallback: frame.size)
            children = [place(c, in: CGRect(origin: frame.origin, size: s), proposal: q, safeArea: safeArea)]
        case .safeAreaInset(let edge, _, let spacing):
            let local = localPlacements(id, size: frame.size, proposal: proposal, axis: containerAxis)
            var inner = safeArea
            if local.count == 2 {
                // The content's safe area is inset by the bar and the gap, on the bar's edge.
                let g = insetGeometry(id, edge: edge, spacing: spacing, proposal: ProposedViewSize(frame.size), axis: containerAxis)
                let length = finite(g.bar, fallback: .zero)[edge.axis] + g.gap
                let safe = frame.inset(by: EdgeInsets(Edge.Set(edge), Swift.max(0, length)))
                inner = safeArea.adding(.init(regions: .container, safe: safe, outer: frame))
            }
            children = local.enumerated().map { i, c in
                place(c.id, in: c.frame.offsetBy(dx: frame.minX, dy: frame.minY), proposal: c.proposal,
                      safeArea: i == 0 ? inner : safeArea, containerAxis: c.axis)
            }
        default:
            children = localPlacements(id, size: frame.size, proposal: proposal, axis: containerAxis).map { c in
                place(c.id, in: c.frame.offsetBy(dx: frame.minX, dy: frame.minY), proposal: c.proposal,
                      safeArea: safeArea, containerAxis: c.axis)
            }
        }
        return PlacedNode(id: id, frame: pixelRounded(frame), children: children)
    }

    private func placeLayout(_ id: Int, _ box: LayoutBox, _ frame: CGRect, _ proposal: ProposedViewSize,
                             _ safeArea: SafeAreaContext) -> [PlacedNode] {
        let subs = subviews(of: id)
        func run<L: Layout>(_ layout: L) {
            var cache = (layoutCache(id) as? L.Cache) ?? layout.makeCache(subviews: subs)
            layout.placeSubviews(in: frame, proposal: proposal, subviews: subs, cache: &cache)
            setLayoutCache(id, cache)
        }
        run(box.layout)
        // Take every placement first: placing one child must not see another's record.
        let records = subs.map { takePlacement($0.id) }
        return zip(subs, records).map { sub, record in
            guard let (point, anchor, q) = record else {
                // Unplaced subviews sit at the centre of the container, as in SwiftUI.
                let q = ProposedViewSize(frame.size)
                let s = finite(sub.sizeThatFits(q), fallback: frame.size)
                return place(sub.id, in: CGRect(x: frame.midX - s.width / 2, y: frame.midY - s.height / 2, width: s.width, height: s.height),
                             proposal: q, safeArea: safeArea, containerAxis: sub.containerAxis)
            }
            let s = finite(sub.sizeThatFits(q), fallback: frame.size)
            let origin = CGPoint(x: point.x.sanitized() - anchor.x * s.width, y: point.y.sanitized() - anchor.y * s.height)
            return place(sub.id, in: CGRect(origin: origin, size: s), proposal: q, safeArea: safeArea, containerAxis: sub.containerAxis)
        }
    }

    /// The frame with its origin snapped to the nearest device pixel (ties
    /// round up, as SwiftUI places a centred 263.667-wide title at 69.333)
    /// and its size to the nearest whole number of pixels.
    package func pixelRounded(_ r: CGRect) -> CGRect {
        let s = environment.displayScale
        func snap(_ v: CGFloat) -> CGFloat {
            guard v.isFinite else { return 0 }
            return ((v * s + 1e-7) + 0.5).rounded(.down) / s
        }
        let x = snap(r.minX), y = snap(r.minY)
        return CGRect(x: x, y: y, width: Swift.max(0, snap(r.width)), height: Swift.max(0, snap(r.height)))
    }
}
