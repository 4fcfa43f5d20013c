import Foundation
import VellumGeometry

/// Applies a projection (`projectionEffect`, `rotation3DEffect`) to painted
/// nodes in absolute coordinates. SVG has no perspective, so:
///
/// - paths are projected point by point (curves flattened; see
///   `Path.projected(by:)`): exact geometry;
/// - a path with a stroke, a gradient or a pattern is drawn in a group whose
///   transform is the projection's affine approximation at the path's centre,
///   so stroke widths and paints foreshorten about right while the outline
///   itself stays exact;
/// - text with glyph outlines becomes its projected outlines (exact), in a
///   group labelled with the text; text without outlines, images, shadows
///   and filters use the affine approximation at their centre;
/// - clips and masks are projected like what they cut.
///
/// An affine projection is exact: it becomes a group transform.
package struct RenderProjector {
    /// The projection, in absolute coordinates.
    package let transform: ProjectionTransform

    package init(_ transform: ProjectionTransform) { self.transform = transform }

    /// The nodes under the projection.
    package func project(_ nodes: [RenderNode]) -> [RenderNode] {
        guard !transform.isIdentity else { return nodes }
        if transform.isAffine {
            var g = RenderGroup(children: nodes)
            g.transform = transform.affine
            return [.group(g)]
        }
        return nodes.flatMap(project)
    }

    private func project(_ node: RenderNode) -> [RenderNode] {
        switch node {
        case .path(let p): return path(p)
        case .text(let t): return text(t)
        case .image(let i):
            return approximated(.image(i), at: CGPoint(x: i.rect.midX, y: i.rect.midY))
        case .backdrop:
            // A projected backdrop would need its sources projected too: left out.
            return []
        case .group(var g):
            let inner = g.transform.map { RenderProjector(ProjectionTransform($0).concatenating(transform)) } ?? self
            g.transform = nil
            g.children = g.children.flatMap(inner.project)
            if let clip = g.clip { g.clip = RenderClip(path: clip.path.projected(by: inner.transform), evenOdd: clip.evenOdd) }
            if let mask = g.mask { g.mask = mask.flatMap(inner.project) }
            return [.group(g)]
        }
    }

    private func path(_ p: RenderPath) -> [RenderNode] {
        let plain: Bool
        if p.stroke == nil, let fill = p.fill, case .color = fill.paint { plain = true } else { plain = p.fill == nil && p.stroke == nil }
        let box = p.path.boundingRect
        guard !plain, !box.isNull else {
            var q = p
            q.path = p.path.projected(by: transform)
            return [.path(q)]
        }
        // Exact outline, drawn inside the affine approximation: local = A⁻¹ ∘ P.
        let a = transform.affineApproximation(at: CGPoint(x: box.midX, y: box.midY))
        guard a.a * a.d - a.b * a.c != 0 else { return [] }
        var q = p
        q.path = p.path.projected(by: transform.concatenating(ProjectionTransform(a.inverted())))
        var g = RenderGroup(children: [.path(q)])
        g.transform = a
        return [.group(g)]
    }

    private func text(_ t: RenderText) -> [RenderNode] {
        var out: [RenderNode] = []
        var kept: [RenderText.Run] = []
        for run in t.runs {
            if let outline = run.outline {
                var glyphs = RenderPath(path: outline, fill: run.paint)
                glyphs.content = .glyphs
                out += path(glyphs)
            } else {
                kept.append(run)
            }
        }
        if !kept.isEmpty {
            let probe = RenderNode.text(RenderText(label: t.label, runs: kept))
            let box = probe.paintedBounds ?? .zero
            out += approximated(probe, at: CGPoint(x: box.midX, y: box.midY))
        }
        var g = RenderGroup(children: out)
        g.label = t.label
        return out.isEmpty ? [] : [.group(g)]
    }

    /// `node` drawn with the projection's affine approximation at `point`.
    private func approximated(_ node: RenderNode, at point: CGPoint) -> [RenderNode] {
        let a = transform.affineApproximation(at: point)
        guard a.a * a.d - a.b * a.c != 0 else { return [] }
        var g = RenderGroup(children: [node])
        g.transform = a
        return [.group(g)]
    }
}
