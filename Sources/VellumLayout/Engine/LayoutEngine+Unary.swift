import Foundation
import VellumGeometry

extension LayoutEngine {
    /// Where a modifier node of `size` (given for `proposal`, in a stack of
    /// `axis`) puts its children, in its own coordinates. Layout containers,
    /// GeometryReaders and safe-area modifiers place their children elsewhere;
    /// here they keep them at their own origin.
    package func localPlacements(_ id: Int, size: CGSize, proposal: ProposedViewSize, axis: Axis?) -> ChildPlacements {
        let ids = childIDs(of: id)
        guard let first = ids.first else { return ChildPlacements() }
        let bounds = CGRect(origin: .zero, size: size)
        func sized(_ c: Int, _ q: ProposedViewSize, _ a: Axis?) -> CGSize {
            finite(self.size(of: c, proposal: q, containerAxis: a), fallback: size)
        }
        /// Child `c` sized for `q`, aligned in the node's bounds by `alignment`.
        func aligned(_ c: Int, _ q: ProposedViewSize, _ alignment: Alignment, _ a: Axis?, guides: Bool = true) -> ChildPlacement {
            let d = dimensions(of: c, proposal: q, containerAxis: a)
            let s = finite(CGSize(width: d.width, height: d.height), fallback: size)
            let outer = ViewDimensions(size: size)
            let x = outer[alignment.horizontal] - d[alignment.horizontal]
            let y = outer[alignment.vertical] - d[alignment.vertical]
            return ChildPlacement(id: c, frame: CGRect(x: x.sanitized(), y: y.sanitized(), width: s.width, height: s.height),
                                  proposal: q, axis: a, carriesGuides: guides)
        }
        switch nodes[id].kind {
        case .leaf, .layout, .geometryReader, .lazyRun:
            return ChildPlacements()
        case .padding(let raw):
            let ins = raw.map { $0.sanitized() }
            let q = ProposedViewSize(width: size.width - ins.horizontal, height: size.height - ins.vertical)
            let s = sized(first, q, axis)
            return ChildPlacements(ChildPlacement(id: first, frame: CGRect(x: ins.leading, y: ins.top, width: s.width, height: s.height), proposal: q, axis: axis))
        case .frame(let w, let h, let alignment):
            let q = ProposedViewSize(width: w.map { Swift.max(0, $0.sanitized()) } ?? size.width,
                                     height: h.map { Swift.max(0, $0.sanitized()) } ?? size.height)
            return ChildPlacements(aligned(first, q, alignment, axis))
        case .flexFrame(let f):
            // The child gets the proposal it was sized for, so a minimum does not stretch it.
            return ChildPlacements(aligned(first, f.childProposal(proposal), f.alignment, axis))
        case .fixedSize(let h, let v):
            return ChildPlacements(aligned(first, ProposedViewSize(width: h ? nil : size.width, height: v ? nil : size.height), .center, axis))
        case .aspectRatio:
            return ChildPlacements(aligned(first, ProposedViewSize(size), .center, axis))
        case .overlay(let alignment), .background(let alignment), .mask(let alignment):
            let primary = ChildPlacement(id: first, frame: bounds, proposal: proposal, axis: axis)
            let layered = ids.count > 1 ? aligned(ids[ids.startIndex + 1], ProposedViewSize(size), alignment, nil, guides: false) : nil
            return ChildPlacements(primary, layered)
        case .offset(let o):
            return ChildPlacements(ChildPlacement(id: first, frame: bounds.offsetBy(dx: o.width.sanitized(), dy: o.height.sanitized()),
                                                  proposal: proposal, axis: axis, carriesGuides: false))
        case .position(let p):
            let q = ProposedViewSize(size)
            let s = sized(first, q, axis)
            return ChildPlacements(ChildPlacement(id: first, frame: CGRect(x: p.x.sanitized() - s.width / 2, y: p.y.sanitized() - s.height / 2,
                                                                           width: s.width, height: s.height), proposal: q, axis: axis))
        case .firstFitting(let axes):
            // Only the chosen child is placed (and drawn), centred as in a ZStack.
            guard let shown = firstFittingChild(id, axes, proposal) else { return ChildPlacements() }
            return ChildPlacements(aligned(shown, proposal, .center, nil))
        case .effect, .ignoresSafeArea:
            return ChildPlacements(ChildPlacement(id: first, frame: bounds, proposal: proposal, axis: axis))
        case .safeAreaInset(let edge, let alignment, let spacing):
            guard ids.count == 2 else { return ChildPlacements(ChildPlacement(id: first, frame: bounds, proposal: proposal, axis: axis)) }
            return insetPlacements(id, size: size, edge: edge, alignment: alignment, spacing: spacing, axis: axis)
        }
    }

    /// The content and bar of a `safeAreaInset`: the content anchored to the
    /// opposite edge, the bar to `edge`, the bar aligned to the content across.
    private func insetPlacements(_ id: Int, size: CGSize, edge: Edge, alignment: Alignment, spacing: CGFloat?, axis: Axis?) -> ChildPlacements {
        let ids = Array(childIDs(of: id))
        let g = insetGeometry(id, edge: edge, spacing: spacing, proposal: ProposedViewSize(size), axis: axis)
        let content = finite(g.content, fallback: size), bar = finite(g.bar, fallback: size)
        func anchored(_ s: CGSize, _ u: UnitPoint) -> CGPoint {
            CGPoint(x: (size.width - s.width) * u.x, y: (size.height - s.height) * u.y)
        }
        let opposite: UnitPoint = UnitPoint(x: 1 - edge.unitPoint.x, y: 1 - edge.unitPoint.y)
        let contentOrigin = anchored(content, opposite)
        var barOrigin = anchored(bar, edge.unitPoint)
        let cd = dimensions(of: ids[0], proposal: g.contentProposal, containerAxis: axis)
        let bd = dimensions(of: ids[1], proposal: g.barProposal, containerAxis: nil)
        if edge.axis == .vertical {
            barOrigin.x = contentOrigin.x + cd[alignment.horizontal] - bd[alignment.horizontal]
        } else {
            barOrigin.y = contentOrigin.y + cd[alignment.vertical] - bd[alignment.vertical]
        }
        return ChildPlacements(ChildPlacement(id: ids[0], frame: CGRect(origin: contentOrigin, size: content), proposal: g.contentProposal, axis: axis),
                               ChildPlacement(id: ids[1], frame: CGRect(origin: barOrigin, size: bar), proposal: g.barProposal, axis: nil, carriesGuides: false))
    }
}
