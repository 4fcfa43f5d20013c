import Foundation

/// The last check before the emitter: removes what would draw nothing, or
/// draw garbage, so that the SVG never holds an element a viewer reports as
/// an error or a number it cannot read.
///
/// - A fill whose path encloses no area (a zero-width rectangle, a lone
///   `move`, a line back to its start) is dropped; so is a stroke with no
///   segment to draw or a width that is not a positive finite number.
/// - A path, text run, image or clip with a NaN or infinite coordinate is
///   dropped, as is a group whose transform is not finite or collapses
///   everything to a line or a point (`scaleEffect(0)`).
/// - A group with nothing left to draw, or whose clip or mask is empty, is dropped;
///   so is a backdrop whose shape encloses no area or is not finite.
/// - A filter with a number that is not finite, or one that changes nothing
///   (a blur of radius 0, an identity matrix, a clear shadow), is dropped.
///
/// It is the painter's last step (`Painter.paint()`), so the render tree it
/// hands on never holds these, whatever the drawings and effects were.
package enum RenderTreeSanitizer {
    /// `nodes` without anything that draws nothing or cannot be written.
    ///
    /// A node that needs no change is kept as it is (not rebuilt), so a clean
    /// tree costs no second copy.
    package static func clean(_ nodes: [RenderNode]) -> [RenderNode] {
        RenderNodeEdit.apply(nodes, clean) ?? nodes
    }

    private static func clean(_ node: RenderNode) -> RenderNodeEdit {
        switch node {
        case .path(let p):
            let geometry = PathGeometry(p.path)
            guard geometry.isFinite, geometry.hasSegments else { return .drop }
            // The common case, a path that keeps its fill and stroke, is kept
            // as it is, with no copy to rebuild.
            let keepsFill = p.fill == nil || geometry.enclosesArea
            let keepsStroke = p.stroke == nil || (p.strokeStyle.lineWidth > 0 && p.strokeStyle.lineWidth.isFinite)
            if keepsFill, keepsStroke { return p.fill != nil || p.stroke != nil ? .keep : .drop }
            return cleanPath(p, geometry).map { .replace(.path($0)) } ?? .drop
        case .text(let t):
            guard let kept = cleanText(t) else { return .drop }
            return kept.runs.count == t.runs.count ? .keep : .replace(.text(kept))
        case .image(let i):
            guard isFinite(i.rect), i.rect.width > 0, i.rect.height > 0 else { return .drop }
            return .keep
        case .group(let g): return cleanGroup(g)
        case .backdrop(let b):
            let geometry = PathGeometry(b.shape.path)
            return geometry.isFinite && geometry.enclosesArea && b.blur.radius.isFinite ? .keep : .drop
        }
    }

    private static func cleanPath(_ original: RenderPath, _ geometry: PathGeometry) -> RenderPath? {
        var p = original
        if p.fill != nil, !geometry.enclosesArea { p.fill = nil }
        if p.stroke != nil, !(p.strokeStyle.lineWidth > 0 && p.strokeStyle.lineWidth.isFinite) { p.stroke = nil }
        guard p.fill != nil || p.stroke != nil else { return nil }
        return p
    }

    private static func cleanText(_ original: RenderText) -> RenderText? {
        var t = original
        t.runs = t.runs.filter { run in
            guard run.origin.x.isFinite, run.origin.y.isFinite, run.font.size.isFinite, run.font.size > 0,
                  run.characterOffsets.allSatisfy(\.isFinite) else { return false }
            // A glyph's shape comes from a font at a finite size; its position must be finite too.
            return run.glyphs.allSatisfy { $0.origin.x.isFinite && $0.origin.y.isFinite && PathGeometry($0.shape.path).isFinite }
                && run.images.allSatisfy { $0.frame.origin.x.isFinite && $0.frame.origin.y.isFinite && $0.frame.width.isFinite && $0.frame.height.isFinite }
        }
        return t.runs.isEmpty ? nil : t
    }

    /// A group kept as it is when nothing in it changes; rebuilt only around what does.
    private static func cleanGroup(_ original: RenderGroup) -> RenderNodeEdit {
        var g = original
        var changed = false
        if let t = g.transform {
            guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite), t.a * t.d - t.b * t.c != 0 else { return .drop }
        }
        guard g.opacity.isFinite, g.opacity > 0 else { return .drop }
        if let clip = g.clip {
            let geometry = PathGeometry(clip.path)
            guard geometry.isFinite, geometry.hasSegments, geometry.enclosesArea else { return .drop }
        }
        if let mask = g.mask, let kept = RenderNodeEdit.apply(mask, clean) {
            guard !kept.isEmpty else { return .drop }
            g.mask = kept
            changed = true
        } else if g.mask?.isEmpty == true {
            return .drop
        }
        if let s = g.shadow, !(s.radius.isFinite && s.offset.width.isFinite && s.offset.height.isFinite) {
            g.shadow = nil
            changed = true
        }
        if g.filters.contains(where: { !$0.isFinite || $0.isNeutral }) {
            g.filters = g.filters.filter { $0.isFinite && !$0.isNeutral }
            changed = true
        }
        if let kept = RenderNodeEdit.apply(g.children, clean) {
            g.children = kept
            changed = true
        }
        guard !g.children.isEmpty else { return .drop }
        return changed ? .replace(.group(g)) : .keep
    }

    private static func isFinite(_ r: CGRect) -> Bool {
        r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite
    }
}
