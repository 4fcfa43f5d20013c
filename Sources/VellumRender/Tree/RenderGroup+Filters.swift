import Foundation
import VellumCore
import VellumLayout

extension RenderGroup {
    /// The children's painted bounds with the group's shadow: what its
    /// filter chain reads. Nil when the children paint nothing.
    package var filterInput: CGRect? {
        guard var r = RenderNode.union(children.compactMap(\.paintedBounds)) else { return nil }
        if let s = shadow, s.radius.isFinite, s.offset.width.isFinite, s.offset.height.isFinite {
            let blur = s.radius * 1.5 + 1
            r = r.union(r.offsetBy(dx: s.offset.width, dy: s.offset.height).insetBy(dx: -blur, dy: -blur))
        }
        return r.finiteOrNil
    }

    /// The rectangle each filter of the chain reads, in order: the first
    /// reads `filterInput`, each next one what the one before can cover.
    package var filterInputs: [CGRect] {
        guard var r = filterInput else { return [] }
        var out: [CGRect] = []
        for f in filters { out.append(r); r = f.reach(of: r) }
        return out
    }

    /// The region of the group's filter chain, in the group's coordinates:
    /// everything each filter reads and writes (a blur's 3σ, a shadow's
    /// offset), a point larger on every side. Nil without filters.
    package var filterRegion: CGRect? {
        let inputs = filterInputs
        guard !filters.isEmpty, var region = inputs.first else { return nil }
        for (f, input) in zip(filters, inputs) { region = region.union(f.region(of: input)) }
        return region.insetBy(dx: -1, dy: -1).finiteOrNil
    }
}

extension RenderFilter {
    /// A short name for tree dumps: `blur 4`, `blur 4 opaque`, `matrix`, `inner shadow 2`.
    var dumpName: String {
        switch self {
        case .blur(let r, let opaque): return "blur \(LayoutResult.format(r))" + (opaque ? " opaque" : "")
        case .colorMatrix: return "matrix"
        case .alphaThreshold(let lo, let hi, _): return "alpha threshold \(LayoutResult.format(lo))…\(LayoutResult.format(hi))"
        case .shadow(_, let r, _, let inner, _): return (inner ? "inner shadow " : "shadow ") + LayoutResult.format(r)
        }
    }
}
