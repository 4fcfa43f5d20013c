import Foundation
import VellumGeometry

extension LayoutEngine {
    /// Places node `id` in `frame` (absolute), which it was given for `proposal`
    /// inside the safe areas `safeArea`, and its children recursively; each
    /// node's pixel-rounded frame goes into `frames`.
    package func place(_ id: Int, in rawFrame: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaContext,
                       containerAxis: Axis? = nil) {
        let origin = CGPoint(x: rawFrame.minX.sanitized(), y: rawFrame.minY.sanitized())
        let frame = CGRect(origin: origin, size: finite(rawFrame.size, fallback: environment.bounds.size))
        frames[id] = pixelRounded(frame)
        isPlaced[id] = true
        switch nodes[id].kind {
        case .leaf:
            break
        case .layout(let box):
            placeLayout(id, box, frame, proposal, safeArea)
        case .ignoresSafeArea(let regions, let edges):
            // The modifier keeps its frame; its child is proposed and given the
            // frame grown into the ignored regions it reaches (as SwiftUI's
            // _SafeAreaRegionsIgnoringLayout).
            if let c = firstChild(of: id) {
                let grow = safeArea.insets(of: frame, ignoring: regions, scale: environment.displayScale).keeping(edges)
                let grown = frame.outset(by: grow)
                place(c, in: grown, proposal: ProposedViewSize(grown.size), safeArea: safeArea, containerAxis: containerAxis)
            }
        case .geometryReader(let build):
            let insets = safeArea.insets(of: frame, ignoring: .all, scale: environment.displayScale)
            let content: LayoutNode
            do {
                content = try build(GeometryValues(size: frame.size, frame: frame, safeAreaInsets: insets, text: text))
            } catch {
                fail(error)
                content = LayoutNode(.leaf(.empty), name: "EmptyView")
            }
            let c = add(content)
            setChildren(id, CollectionOfOne(c))
            let q = ProposedViewSize(frame.size)
            let d = dimensions(of: c, proposal: q, containerAxis: nil)
            let s = finite(CGSize(width: d.width, height: d.height), fallback: frame.size)
            place(c, in: CGRect(origin: frame.origin, size: s), proposal: q, safeArea: safeArea)
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
            for (i, c) in local.enumerated() {
                place(c.id, in: c.frame.offsetBy(dx: frame.minX, dy: frame.minY), proposal: c.proposal,
                      safeArea: i == 0 ? inner : safeArea, containerAxis: c.axis)
            }
        default:
            for c in localPlacements(id, size: frame.size, proposal: proposal, axis: containerAxis) {
                place(c.id, in: c.frame.offsetBy(dx: frame.minX, dy: frame.minY), proposal: c.proposal,
                      safeArea: safeArea, containerAxis: c.axis)
            }
        }
    }

    private func placeLayout(_ id: Int, _ box: LayoutBox, _ frame: CGRect, _ proposal: ProposedViewSize,
                             _ safeArea: SafeAreaContext) {
        let axis = box.axis
        var frame = frame, proposal = proposal
        if let lazy = box.lazy, let q = lazyProposal(id, lazy, proposal) {
            // The elements made are placed at their own lengths, not spread over the estimate.
            proposal = q
            frame.size[lazy.axis] = Swift.min(frame.size[lazy.axis], layoutSize(id, box, q)[lazy.axis])
        }
        if let stack = box.builtInStack {
            stack.placeSubviews(in: frame, proposal, ArenaChildren(engine: self, container: id, axis: axis))
        } else {
            let subs = subviews(of: id)
            func run<L: Layout>(_ layout: L) {
                withCache(of: id, layout, subs) { layout.placeSubviews(in: frame, proposal: proposal, subviews: subs, cache: &$0) }
            }
            run(box.layout)
        }
        // Take every placement first: placing one child must not see another's record.
        let ids = Array(childIDs(of: id))
        let records = ids.map(takePlacement)
        for (child, record) in zip(ids, records) {
            guard let record else {
                // Unplaced subviews sit at the centre of the container, as in SwiftUI.
                let q = ProposedViewSize(frame.size)
                let s = finite(size(of: child, proposal: q, containerAxis: axis), fallback: frame.size)
                place(child, in: CGRect(x: frame.midX - s.width / 2, y: frame.midY - s.height / 2, width: s.width, height: s.height),
                      proposal: q, safeArea: safeArea, containerAxis: axis)
                continue
            }
            let q = record.proposal
            let s = finite(size(of: child, proposal: q, containerAxis: axis), fallback: frame.size)
            let origin = CGPoint(x: record.point.x.sanitized() - record.anchor.x * s.width,
                                 y: record.point.y.sanitized() - record.anchor.y * s.height)
            place(child, in: CGRect(origin: origin, size: s), proposal: q, safeArea: safeArea, containerAxis: axis)
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
