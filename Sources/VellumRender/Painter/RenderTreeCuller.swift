/// Leaves out of the render tree what cannot be seen: every drawing wholly
/// outside the region still visible where it sits (the canvas, narrowed by
/// each clip on the way down), and every group left with nothing.
///
/// A long list's rows below the screen, a `clipped()` frame's overflow and
/// a scroll view's content past its viewport are not written; what remains
/// draws the same picture.
///
/// Bounds are `RenderNode.paintedBounds` (generous, stroke joins and text
/// included). A group with filters or a shadow is kept or dropped whole:
/// its filter region is measured from its children, so removing some of
/// them could change how the rest is filtered. Masks are kept as they are.
package enum RenderTreeCuller {
    /// `nodes` without what lies wholly outside `visible` (in their coordinates).
    package static func cull(_ nodes: [RenderNode], visible: CGRect) -> [RenderNode] {
        guard visible.width.isFinite, visible.height.isFinite else { return nodes }
        return nodes.compactMap { cull($0, visible: visible) }
    }

    private static func cull(_ node: RenderNode, visible: CGRect) -> RenderNode? {
        guard case .group(var g) = node else {
            guard let b = node.paintedBounds, b.intersects(visible) else { return nil }
            return node
        }
        if g.shadow != nil || !g.filters.isEmpty {
            guard let b = node.paintedBounds, b.intersects(visible) else { return nil }
            return node
        }
        var inner = visible
        if let t = g.transform {
            // The visible region in the children's coordinates: the inverse
            // image of its corners, bounded (a turned region grows).
            guard t.a * t.d - t.b * t.c != 0 else { return node }
            inner = visible.applying(t.inverted())
            guard inner.finiteOrNil != nil else { return node }
        }
        if let clip = g.clip {
            guard let c = clip.path.boundingRect.finiteOrNil else { return node }
            inner = inner.intersection(c)
            guard !inner.isNull, inner.width > 0 || inner.height > 0 else { return nil }
        }
        var changed = false
        var kept: [RenderNode] = []
        kept.reserveCapacity(g.children.count)
        for child in g.children {
            if let c = cull(child, visible: inner) {
                if c != child { changed = true }
                kept.append(c)
            } else {
                changed = true
            }
        }
        guard !kept.isEmpty else { return nil }
        guard changed else { return node }
        g.children = kept
        return .group(g)
    }
}
