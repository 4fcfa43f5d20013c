import Foundation

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
        return RenderNodeEdit.apply(nodes) { cull($0, visible: visible) } ?? nodes
    }

    private static func cull(_ node: RenderNode, visible: CGRect) -> RenderNodeEdit {
        guard case .group(var g) = node else {
            guard let b = node.paintedBounds, b.intersects(visible) else { return .drop }
            return .keep
        }
        if g.shadow != nil || !g.filters.isEmpty {
            guard let b = node.paintedBounds, b.intersects(visible) else { return .drop }
            return .keep
        }
        var inner = visible
        if let t = g.transform {
            // The visible region in the children's coordinates: the inverse
            // image of its corners, bounded (a turned region grows).
            guard t.a * t.d - t.b * t.c != 0 else { return .keep }
            inner = visible.applying(t.inverted())
            guard inner.finiteOrNil != nil else { return .keep }
        }
        if let clip = g.clip {
            guard let c = clip.path.boundingRect.finiteOrNil else { return .keep }
            inner = inner.intersection(c)
            guard !inner.isNull, inner.width > 0 || inner.height > 0 else { return .drop }
        }
        guard let kept = RenderNodeEdit.apply(g.children, { cull($0, visible: inner) }) else { return .keep }
        guard !kept.isEmpty else { return .drop }
        g.children = kept
        return .replace(.group(g))
    }
}
