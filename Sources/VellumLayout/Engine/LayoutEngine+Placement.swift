extension LayoutEngine {
    /// Places node `id` in `frame` (absolute), which it was given for `proposal`,
    /// and its children recursively.
    package func place(_ id: Int, in rawFrame: CGRect, proposal: ProposedViewSize) -> PlacedNode {
        let frame = CGRect(origin: rawFrame.origin, size: finite(rawFrame.size, fallback: environment.bounds.size))
        let n = node(id)
        var children: [PlacedNode] = []
        let ids = n.childIDs
        func fixed(_ s: CGSize) -> ProposedViewSize { ProposedViewSize(s) }
        /// Places child `c` of size measured for `q`, aligned in `container` by `alignment`.
        func aligned(_ c: Int, _ q: ProposedViewSize, in container: CGRect, _ alignment: Alignment) -> PlacedNode {
            let d = dimensions(of: c, proposal: q, containerAxis: nil)
            let s = finite(CGSize(width: d.width, height: d.height), fallback: container.size)
            let outer = ViewDimensions(size: container.size)
            let x = container.minX + outer[alignment.horizontal] - d[alignment.horizontal]
            let y = container.minY + outer[alignment.vertical] - d[alignment.vertical]
            return place(c, in: CGRect(x: x, y: y, width: s.width, height: s.height), proposal: q)
        }
        switch n.kind {
        case .leaf:
            break
        case .layout(let box):
            children = placeLayout(id, box, frame, proposal)
        case .padding(let ins):
            if let c = ids.first {
                let inner = CGRect(x: frame.minX + ins.leading, y: frame.minY + ins.top,
                                   width: Swift.max(0, frame.width - ins.horizontal), height: Swift.max(0, frame.height - ins.vertical))
                children = [place(c, in: inner, proposal: fixed(inner.size))]
            }
        case .frame(let w, let h, let alignment):
            if let c = ids.first {
                children = [aligned(c, ProposedViewSize(width: w ?? frame.width, height: h ?? frame.height), in: frame, alignment)]
            }
        case .flexFrame(let f):
            if let c = ids.first { children = [aligned(c, f.childProposal(fixed(frame.size)), in: frame, f.alignment)] }
        case .fixedSize(let h, let v):
            if let c = ids.first {
                children = [aligned(c, ProposedViewSize(width: h ? nil : frame.width, height: v ? nil : frame.height), in: frame, .center)]
            }
        case .aspectRatio:
            if let c = ids.first { children = [aligned(c, fixed(frame.size), in: frame, .center)] }
        case .overlay(let alignment), .background(let alignment), .mask(let alignment):
            if ids.count == 2 {
                children = [place(ids[0], in: frame, proposal: proposal),
                            aligned(ids[1], fixed(frame.size), in: frame, alignment)]
            } else if let c = ids.first {
                children = [place(c, in: frame, proposal: proposal)]
            }
        case .offset(let o):
            if let c = ids.first { children = [place(c, in: frame.offsetBy(dx: o.width.sanitized(), dy: o.height.sanitized()), proposal: proposal)] }
        case .position(let p):
            if let c = ids.first {
                let s = finite(size(of: c, proposal: fixed(frame.size), containerAxis: nil), fallback: frame.size)
                let center = CGPoint(x: frame.minX + p.x.sanitized(), y: frame.minY + p.y.sanitized())
                children = [place(c, in: CGRect(x: center.x - s.width / 2, y: center.y - s.height / 2, width: s.width, height: s.height), proposal: fixed(frame.size))]
            }
        case .ignoresSafeArea(let regions, let edges):
            if let c = ids.first {
                let grown = expand(frame, ignoring: regions, edges: edges)
                children = [place(c, in: grown, proposal: fixed(grown.size))]
                return PlacedNode(id: id, frame: pixelRounded(grown), children: children)
            }
        case .safeAreaInset(let edge, let alignment, let spacing):
            children = placeSafeAreaInset(ids, frame, edge, alignment, spacing ?? 0)
        case .effect:
            if let c = ids.first { children = [place(c, in: frame, proposal: proposal)] }
        case .geometryReader(let build):
            let safe = environment.safeRect
            let insets = EdgeInsets(top: Swift.max(0, safe.minY - frame.minY), leading: Swift.max(0, safe.minX - frame.minX),
                                    bottom: Swift.max(0, frame.maxY - safe.maxY), trailing: Swift.max(0, frame.maxX - safe.maxX))
            let content = build(GeometryValues(size: frame.size, frame: frame, safeAreaInsets: insets))
            let c = add(content)
            setChildren(id, [c])
            children = [aligned(c, fixed(frame.size), in: frame, .topLeading)]
        }
        return PlacedNode(id: id, frame: pixelRounded(frame), children: children)
    }

    private func placeLayout(_ id: Int, _ box: LayoutBox, _ frame: CGRect, _ proposal: ProposedViewSize) -> [PlacedNode] {
        let subs = subviews(of: id)
        func run<L: Layout>(_ layout: L) {
            var cache = (layoutCache(id) as? L.Cache) ?? layout.makeCache(subviews: subs)
            layout.placeSubviews(in: frame, proposal: proposal, subviews: subs, cache: &cache)
            setLayoutCache(id, cache)
        }
        run(box.layout)
        return subs.map { sub in
            guard let (point, anchor, q) = takePlacement(sub.id) else {
                // Unplaced subviews sit at the centre of the container, as in SwiftUI.
                let s = finite(sub.sizeThatFits(ProposedViewSize(frame.size)), fallback: frame.size)
                return place(sub.id, in: CGRect(x: frame.midX - s.width / 2, y: frame.midY - s.height / 2, width: s.width, height: s.height), proposal: ProposedViewSize(frame.size))
            }
            let s = finite(sub.sizeThatFits(q), fallback: frame.size)
            let origin = CGPoint(x: point.x.sanitized() - anchor.x * s.width, y: point.y.sanitized() - anchor.y * s.height)
            return place(sub.id, in: CGRect(origin: origin, size: s), proposal: q)
        }
    }

    private func placeSafeAreaInset(_ ids: [Int], _ frame: CGRect, _ edge: Edge, _ alignment: Alignment, _ gap: CGFloat) -> [PlacedNode] {
        guard ids.count == 2 else { return ids.map { place($0, in: frame, proposal: ProposedViewSize(frame.size)) } }
        let vertical = edge == .top || edge == .bottom
        let ax: Axis = vertical ? .vertical : .horizontal
        let inset = finite(size(of: ids[1], proposal: ProposedViewSize(nil, frame.size[ax.other], axis: ax), containerAxis: nil), fallback: frame.size)
        var content = frame, bar = frame
        switch edge {
        case .top:
            bar.size.height = inset.height; content.origin.y += inset.height + gap; content.size.height -= inset.height + gap
        case .bottom:
            bar.origin.y = frame.maxY - inset.height; bar.size.height = inset.height; content.size.height -= inset.height + gap
        case .leading:
            bar.size.width = inset.width; content.origin.x += inset.width + gap; content.size.width -= inset.width + gap
        case .trailing:
            bar.origin.x = frame.maxX - inset.width; bar.size.width = inset.width; content.size.width -= inset.width + gap
        }
        content.size = CGSize(width: Swift.max(0, content.width), height: Swift.max(0, content.height))
        let barAlignment = vertical ? Alignment(horizontal: alignment.horizontal, vertical: .center)
                                    : Alignment(horizontal: .center, vertical: alignment.vertical)
        let d = dimensions(of: ids[1], proposal: ProposedViewSize(nil, frame.size[ax.other], axis: ax), containerAxis: nil)
        let outer = ViewDimensions(size: bar.size)
        let barFrame = CGRect(x: bar.minX + outer[barAlignment.horizontal] - d[barAlignment.horizontal],
                              y: bar.minY + outer[barAlignment.vertical] - d[barAlignment.vertical],
                              width: inset.width, height: inset.height)
        return [place(ids[0], in: content, proposal: ProposedViewSize(content.size)),
                place(ids[1], in: barFrame, proposal: ProposedViewSize(nil, frame.size[ax.other], axis: ax))]
    }

    /// The frame grown into the safe-area regions it ignores, on the edges
    /// where it reaches the boundary of the region it would otherwise respect.
    package func expand(_ frame: CGRect, ignoring regions: SafeAreaRegions, edges: Edge.Set) -> CGRect {
        let env = environment
        let respected = SafeAreaRegions.all.subtracting(regions)
        let safe = env.bounds.inset(by: env.insets(respecting: .all))
        let target = env.bounds.inset(by: env.insets(respecting: respected))
        let eps = 0.5 / env.displayScale
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        if edges.contains(.top), minY <= safe.minY + eps { minY = Swift.min(minY, target.minY) }
        if edges.contains(.leading), minX <= safe.minX + eps { minX = Swift.min(minX, target.minX) }
        if edges.contains(.bottom), maxY >= safe.maxY - eps { maxY = Swift.max(maxY, target.maxY) }
        if edges.contains(.trailing), maxX >= safe.maxX - eps { maxX = Swift.max(maxX, target.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The frame with its origin snapped to the nearest device pixel (ties
    /// round up, as SwiftUI places a centred 263.667-wide title at 69.333) and
    /// its size to whole pixels.
    package func pixelRounded(_ r: CGRect) -> CGRect {
        let s = environment.displayScale
        func snap(_ v: CGFloat) -> CGFloat { ((v * s + 1e-7) + 0.5).rounded(.down) / s }
        return CGRect(x: snap(r.minX), y: snap(r.minY), width: Swift.max(0, snap(r.width)), height: Swift.max(0, snap(r.height)))
    }
}
