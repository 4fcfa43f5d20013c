import Foundation
import VellumGeometry
import VellumRender

extension SVGEmitter {
    /// Writes a group: nothing when it draws nothing, its children alone when
    /// it has no effect, and the definitions it uses in the order it uses them.
    mutating func emitGroup(_ g: RenderGroup, into w: inout XMLWriter) {
        guard RenderNode.group(g).paintedBounds != nil else { return }
        if g.isPlain { for c in g.children { emit(c, into: &w) }; return }
        // Only opacity and blending on one leaf: the leaf's own attributes draw the same.
        if g.children.count == 1, Self.isOpacityOrBlendOnly(g), Self.isLeafWithoutBlend(g.children[0]) {
            var extra: [(String, String)] = []
            if g.opacity < 1 { extra.append(("opacity", SVGNumber.format(g.opacity))) }
            if let css = g.blendMode.cssName { extra.append(("style", "mix-blend-mode:" + css)) }
            emit(g.children[0], into: &w, extra: extra)
            return
        }
        let transform = g.transform.flatMap { $0.isIdentity ? nil : $0 }
        let mask = g.mask.flatMap { m in g.maskRegion.map { (m, $0) } }
        let shadow = g.shadow.flatMap { s in s.color.alpha > 0 ? g.shadowRegion.map { (s, $0) } : nil }
        let chain = g.filters.isEmpty ? nil : g.filterRegion.map { (g.filters, g.filterInputs, $0) }
        // Isolation matters only when something inside blends.
        let isolate = g.isolated && g.children.contains(where: \.containsBlendMode)
        let hasAttributes = g.id != nil || transform != nil || g.clip != nil || mask != nil || shadow != nil || chain != nil
            || g.opacity < 1 || g.blendMode.cssName != nil || g.label != nil || g.accessibility?.writesARIA == true || isolate
        guard hasAttributes else { for c in g.children { emit(c, into: &w) }; return }
        // Definitions are made in attribute order, so their ids follow the document.
        w.open("g")
        if let id = g.id { w.attribute("id", id) }
        if let transform { w.attribute("transform", Self.transform(transform)) }
        if let clip = g.clip { w.attribute("clip-path", "url(#" + clipID(clip) + ")") }
        if let mask { w.attribute("mask", "url(#" + maskID(mask.0, region: mask.1) + ")") }
        // A filter chain and a shadow: the chain on this group, the shadow
        // (applied first) on one inside it.
        if let chain { w.attribute("filter", "url(#" + filterID(chain.0, inputs: chain.1, region: chain.2) + ")") }
        if let shadow, chain == nil { w.attribute("filter", "url(#" + shadowID(shadow.0, region: shadow.1) + ")") }
        if g.opacity < 1 { w.attribute("opacity", number: g.opacity) }
        let css = [g.blendMode.cssName.map { "mix-blend-mode:" + $0 }, isolate ? "isolation:isolate" : nil].compactMap { $0 }
        if !css.isEmpty { w.attribute("style", css.joined(separator: ";")) }
        if let label = g.label { w.attribute("role", "img"); w.attribute("aria-label", label) }
        if let a = g.accessibility { Self.writeAccessibility(a, into: &w) }
        let nested = chain != nil ? shadow : nil
        if let nested { w.open("g"); w.attribute("filter", "url(#" + shadowID(nested.0, region: nested.1) + ")") }
        for c in g.children { emit(c, into: &w) }
        if nested != nil { w.close() }
        w.close()
    }

    /// Whether the group's only effects are opacity and blending.
    private static func isOpacityOrBlendOnly(_ g: RenderGroup) -> Bool {
        var plain = g
        plain.opacity = 1
        plain.blendMode = .normal
        return plain.isPlain
    }

    /// Whether the node is a leaf that does not blend on its own.
    private static func isLeafWithoutBlend(_ n: RenderNode) -> Bool {
        switch n {
        case .group: return false
        case .path(let p): return p.blendMode == .normal
        case .text, .image: return true
        case .backdrop: return false
        }
    }

    /// `translate(x y)` for a translation, `matrix(…)` otherwise.
    static func transform(_ t: CGAffineTransform) -> String {
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1 { return "translate(" + SVGNumber.list([t.tx, t.ty]) + ")" }
        let linear = [t.a, t.b, t.c, t.d].map { SVGNumber.format(Double($0), decimals: SVGNumber.matrixDecimals) }
        return "matrix(" + (linear + [SVGNumber.format(t.tx), SVGNumber.format(t.ty)]).joined(separator: " ") + ")"
    }

    /// The id of a clip path; equal outlines share one.
    mutating func clipID(_ clip: RenderClip) -> String {
        let d = SVGPathData.string(clip.path)
        return defs.id(prefix: "c", key: d + (clip.evenOdd ? "|e" : "")) { dw, id in
            dw.open("clipPath", [("id", id)])
            dw.empty("path", [("d", d)] + (clip.evenOdd ? [("clip-rule", "evenodd")] : []))
            dw.close()
        }
    }

    /// An alpha mask, written so that a viewer that ignores `mask-type`
    /// (luminance masking) gets the same result: its colours are white.
    private mutating func maskID(_ mask: [RenderNode], region: CGRect) -> String {
        var mw = XMLWriter()
        for m in mask { emit(m.whitenedForMask, into: &mw) }
        let box = Self.box(region)
        let key = box.map { $0.1 }.joined(separator: " ") + "|" + mw.output
        return defs.id(prefix: "m", key: key) { dw, id in
            dw.open("mask", [("id", id), ("maskUnits", "userSpaceOnUse")] + box + [("mask-type", "alpha")])
            dw.append(mw)
            dw.close()
        }
    }

    /// A drop shadow: the group's alpha blurred (σ = radius / 2), offset,
    /// tinted, and drawn under the group, in a region the render tree sized.
    private mutating func shadowID(_ s: RenderShadow, region: CGRect) -> String {
        let box = Self.box(region)
        let sigma = SVGNumber.format(s.radius / 2), dx = SVGNumber.format(s.offset.width), dy = SVGNumber.format(s.offset.height)
        let key = ([s.color.hexRGB, SVGNumber.format(s.color.alpha), sigma, dx, dy] + box.map { $0.1 }).joined(separator: ",")
        return defs.id(prefix: "f", key: key) { dw, id in
            dw.open("filter", [("id", id), ("filterUnits", "userSpaceOnUse")] + box + [("color-interpolation-filters", "sRGB")])
            var last = "SourceAlpha"
            if sigma != "0" { dw.empty("feGaussianBlur", [("in", last), ("stdDeviation", sigma), ("result", "blur")]); last = "blur" }
            if dx != "0" || dy != "0" {
                let shift = (dx != "0" ? [("dx", dx)] : []) + (dy != "0" ? [("dy", dy)] : [])
                dw.empty("feOffset", [("in", last)] + shift + [("result", "moved")])
                last = "moved"
            }
            var flood = [("flood-color", s.color.hexRGB)]
            if s.color.alpha < 1 { flood.append(("flood-opacity", SVGNumber.format(s.color.alpha))) }
            dw.empty("feFlood", flood)
            dw.empty("feComposite", [("in2", last), ("operator", "in"), ("result", "shadow")])
            dw.open("feMerge")
            dw.empty("feMergeNode", [("in", "shadow")])
            dw.empty("feMergeNode", [("in", "SourceGraphic")])
            dw.close()
            dw.close()
        }
    }
}
