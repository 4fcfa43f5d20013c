import VellumCore

extension RenderNode {
    /// The node repainted for a luminance mask that equals alpha masking:
    /// every colour becomes white at its own alpha, so luminance × alpha is
    /// alpha (under a colour filter, such as `luminanceToAlpha`, the filter's
    /// result is whitened instead, so the filter still sees the colours). A viewer that ignores `mask-type="alpha"` then masks exactly as
    /// one that honours it. Images keep their colours (only alpha masking can
    /// use them), which is why the mask also says `mask-type="alpha"`.
    package var whitenedForMask: RenderNode {
        switch self {
        case .path(var p):
            p.fill = p.fill.map(Self.whitened)
            p.stroke = p.stroke.map(Self.whitened)
            return .path(p)
        case .text(var t):
            for i in t.runs.indices { t.runs[i].paint = Self.whitened(t.runs[i].paint) }
            return .text(t)
        case .image, .backdrop:
            return self
        case .group(var g) where g.filters.contains(where: \.readsColour):
            // A colour filter must see the real colours: whiten its result instead.
            g.filters.append(.colorMatrix(.whiteKeepingAlpha))
            return .group(g)
        case .group(var g):
            g.children = g.children.map(\.whitenedForMask)
            return .group(g)
        }
    }

    /// Whether the node or anything in it composites with a blend mode.
    package var containsBlendMode: Bool {
        switch self {
        case .path(let p): return p.blendMode != .normal
        case .text, .image, .backdrop: return false
        case .group(let g): return g.blendMode != .normal || g.children.contains(where: \.containsBlendMode)
        }
    }

    private static func whitened(_ ref: PaintRef) -> PaintRef {
        func white(_ c: RGBAColor) -> RGBAColor { RGBAColor(red: 1, green: 1, blue: 1, alpha: c.alpha) }
        var r = ref
        switch ref.paint {
        case .color(let c): r.paint = .color(white(c))
        case .linear(let g, let s, let e): r.paint = .linear(whitened(g), start: s, end: e)
        case .radial(let g, let c, let radius, let t): r.paint = .radial(whitened(g), center: c, radius: radius, transform: t)
        case .pattern: break
        }
        return r
    }

    private static func whitened(_ g: ResolvedGradient) -> ResolvedGradient {
        ResolvedGradient(stops: g.stops.map { .init(color: RGBAColor(red: 1, green: 1, blue: 1, alpha: $0.color.alpha), location: $0.location) })
    }
}

extension RenderFilter {
    /// Whether the filter's output alpha can depend on the input's colours,
    /// or its output has colours of its own (an alpha threshold's).
    var readsColour: Bool {
        switch self {
        case .colorMatrix, .alphaThreshold: return true
        case .blur, .shadow: return false
        }
    }
}

extension FilterColorMatrix {
    /// White at the input's own alpha.
    static let whiteKeepingAlpha = FilterColorMatrix([0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0])
}
