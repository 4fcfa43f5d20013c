import Foundation

extension RenderNode {
    /// A rectangle that holds everything the node paints, in the coordinates
    /// of its parent; nil when it paints nothing. Generous rather than tight:
    /// it sizes mask and filter regions, which must never cut a drawing.
    package var paintedBounds: CGRect? {
        switch self {
        case .path(let p):
            guard p.fill != nil || p.stroke != nil else { return nil }
            var r = p.path.boundingRect
            guard !r.isNull else { return nil }
            if p.stroke != nil {
                let s = p.strokeStyle
                let reach = s.lineWidth / 2 * Swift.max(2.0.squareRoot(), s.lineJoin == .miter ? Swift.max(1, s.miterLimit) : 1)
                r = r.insetBy(dx: -reach, dy: -reach)
            }
            return r.finiteOrNil
        case .text(let t):
            return Self.union(t.runs.map { run in
                if run.hasOutlines, case let bounds = run.outlineBounds, !bounds.isNull { return bounds }
                let size = run.font.size
                let width = (run.characterOffsets.last ?? 0) + size * 1.5
                return CGRect(x: run.origin.x - size / 2, y: run.origin.y - size * 1.5, width: width + size / 2, height: size * 2.2)
            })?.finiteOrNil
        case .image(let i):
            return i.rect.width > 0 && i.rect.height > 0 ? i.rect.finiteOrNil : nil
        case .backdrop(let b):
            return b.shape.path.boundingRect.finiteOrNil
        case .group(let g):
            // Children's bounds are finite; anything else that is not is treated
            // as painting nothing (the sanitizer drops such groups), never
            // handed to rectangle arithmetic that traps on NaN.
            guard var r = Self.union(g.children.compactMap(\.paintedBounds)) else { return nil }
            if let s = g.shadow {
                guard s.radius.isFinite, s.offset.width.isFinite, s.offset.height.isFinite else { return nil }
                let blur = s.radius * 1.5 + 1
                r = r.union(r.offsetBy(dx: s.offset.width, dy: s.offset.height).insetBy(dx: -blur, dy: -blur))
            }
            for f in g.filters {
                guard f.isFinite else { return nil }
                r = f.reach(of: r)
            }
            if let clip = g.clip {
                guard let c = clip.path.boundingRect.finiteOrNil else { return nil }
                r = r.intersection(c)
                if r.isNull || r.isEmpty { return nil }
            }
            if let mask = g.mask {
                guard let m = Self.union(mask.compactMap(\.paintedBounds)) else { return nil }
                r = r.intersection(m)
                if r.isNull || r.isEmpty { return nil }
            }
            if let t = g.transform {
                guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return nil }
                r = r.applying(t)
            }
            return r.finiteOrNil
        }
    }

    /// The union of rectangles, or nil for none.
    static func union(_ rects: [CGRect]) -> CGRect? {
        guard var r = rects.first else { return nil }
        for other in rects.dropFirst() { r = r.union(other) }
        return r
    }
}

extension RenderGroup {
    /// The region of the group's mask, in the group's coordinates: the mask's
    /// painted bounds, a point larger on every side. Nil without a mask.
    package var maskRegion: CGRect? {
        guard let mask else { return nil }
        return RenderNode.union(mask.compactMap(\.paintedBounds))?.insetBy(dx: -1, dy: -1)
    }

    /// The region of the group's shadow filter, in the group's coordinates:
    /// the children and their blurred, offset shadow. Nil without a shadow.
    package var shadowRegion: CGRect? {
        guard let s = shadow, let content = RenderNode.union(children.compactMap(\.paintedBounds)) else { return nil }
        // A Gaussian of deviation σ = radius / 2 fades out within 3σ.
        let blur = s.radius * 1.5 + 1
        return content.union(content.offsetBy(dx: s.offset.width, dy: s.offset.height).insetBy(dx: -blur, dy: -blur)).insetBy(dx: -1, dy: -1)
    }
}

extension CGRect {
    /// The rectangle when all its coordinates are finite.
    package var finiteOrNil: CGRect? {
        isNull || !(minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite) ? nil : self
    }
}
