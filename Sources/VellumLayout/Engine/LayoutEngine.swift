/// Runs SwiftUI's layout negotiation over a lowered view tree: the parent
/// proposes a size, the child chooses its own, the parent places it.
///
/// One engine serves one layout pass. It is a reference type because the
/// `LayoutSubview` proxies that custom layouts receive must reach the pass's
/// caches and placement records; it never outlives `layout(_:)`.
///
/// Every answer is cached per node, proposal and (for views whose size
/// depends on it) the axis of the enclosing stack, so a pass costs time
/// linear in the number of views.
package final class LayoutEngine {
    /// A node of the tree with its children replaced by ids.
    package struct ArenaNode: Sendable {
        package var kind: LayoutNode.Kind
        package var childIDs: [Int]
        package var drawing: Drawing?
        package var name: String
        package var priority: Double
        package var guides: [GuideOverride]
        package var zIndex: Double
        package var isSpacer: Bool { if case .leaf(.spacer) = kind { return true }; return false }
    }

    /// What a size or dimensions answer depends on.
    struct CacheKey: Hashable { var proposal: ProposedViewSize; var axis: Axis? }

    package let text: any TextEngine
    package let environment: LayoutEnvironment
    private(set) var nodes: [ArenaNode] = []
    /// Whether a node's size depends on the axis of its enclosing stack (spacers,
    /// dividers, and views that pass the axis down to one).
    private var axisDependent: [Bool] = []
    /// Whether a node is a Spacer, possibly under modifiers (sized after every
    /// other view of a stack: its layout priority is −∞, swiftui-facts §2.3).
    private var spacerLike: [Bool] = []
    /// Whether a node chooses the same size and guides whatever it is
    /// proposed (see `computeRigidity`): one cache entry serves every proposal.
    private var rigid: [Bool] = []
    /// The one size of each rigid node, once known (no hashing, no dictionary).
    private var rigidSizes: [CGSize?] = []
    /// The one set of dimensions of each rigid node, once known.
    var rigidDimensions: [ViewDimensions?] = []
    private var sizes: [[CacheKey: CGSize]] = []
    var dimensionCache: [[CacheKey: ViewDimensions]] = []
    var spacingCache: [ViewSpacing?] = []
    private var layoutCaches: [Int: Any] = [:]
    private var placements: [Int: (CGPoint, UnitPoint, ProposedViewSize)] = [:]
    package private(set) var diagnostics: [String] = []
    /// Errors from content built during placement.
    package private(set) var failures: [any Error] = []

    /// Keeps an error from content built during placement; layout goes on.
    func fail(_ error: any Error) { failures.append(error) }

    package init(text: any TextEngine, environment: LayoutEnvironment) {
        self.text = text; self.environment = environment
    }

    /// Lays out `root` on the screen: proposed the safe area, centred in it.
    package static func layout(_ root: LayoutNode, text: any TextEngine, environment: LayoutEnvironment) -> LayoutResult {
        let engine = LayoutEngine(text: text, environment: environment)
        let id = engine.add(root)
        let safe = environment.safeRect
        let proposal = ProposedViewSize(safe.size)
        let size = engine.finite(engine.size(of: id, proposal: proposal, containerAxis: nil), fallback: safe.size)
        let origin = CGPoint(x: safe.midX - size.width / 2, y: safe.midY - size.height / 2)
        let placed = engine.place(id, in: CGRect(origin: origin, size: size), proposal: proposal,
                                  safeArea: SafeAreaContext(environment: environment))
        var result = LayoutResult(nodes: engine.nodes, root: placed, environment: environment, diagnostics: engine.diagnostics)
        result.failures = engine.failures
        return result
    }

    /// Adds a subtree to the arena; returns its root id.
    package func add(_ node: LayoutNode) -> Int {
        let id = nodes.count
        nodes.append(ArenaNode(kind: node.kind, childIDs: [], drawing: node.drawing, name: node.name,
                               priority: node.priority.isFinite ? node.priority : (node.priority.isNaN ? 0 : node.priority),
                               guides: node.guides, zIndex: node.zIndex.isNaN ? 0 : node.zIndex))
        sizes.append([:]); dimensionCache.append([:]); spacingCache.append(nil); axisDependent.append(false); spacerLike.append(false)
        rigid.append(false); rigidSizes.append(nil); rigidDimensions.append(nil)
        let children = node.children.map { add($0) }
        nodes[id].childIDs = children
        axisDependent[id] = computeAxisDependence(id)
        spacerLike[id] = computeSpacerLike(id)
        rigid[id] = computeRigidity(id)
        return id
    }

    package func node(_ id: Int) -> ArenaNode { nodes[id] }

    // MARK: Sizing

    /// The size node `id` chooses for `proposal`; cached per proposal.
    package func size(of id: Int, proposal: ProposedViewSize, containerAxis: Axis?) -> CGSize {
        if rigid[id], let s = rigidSizes[id] { return s }
        let key = cacheKey(id, proposal, containerAxis)
        if !rigid[id], let s = sizes[id][key] { return s }
        var s = computeSize(id, proposal, containerAxis)
        if s.width.isNaN || s.width < 0 { s.width = 0 }
        if s.height.isNaN || s.height < 0 { s.height = 0 }
        if rigid[id] { rigidSizes[id] = s } else { sizes[id][key] = s }
        return s
    }

    /// Whether node `id` answers the same for every proposal.
    package func isRigid(_ id: Int) -> Bool { rigid[id] }

    /// Node `id`'s layout priority, read without copying the node.
    package func priority(of id: Int) -> Double { nodes[id].priority }

    /// The cache key of node `id` for a proposal and stack axis.
    func cacheKey(_ id: Int, _ proposal: ProposedViewSize, _ axis: Axis?) -> CacheKey {
        if rigid[id] { return CacheKey(proposal: .unspecified, axis: nil) }
        return CacheKey(proposal: proposal, axis: axisDependent[id] ? axis : nil)
    }

    /// Whether node `id` (its children already added) answers the same for
    /// every proposal, by construction of its kind: a fixed or empty leaf, a
    /// frame fixed in both axes, a modifier that sizes to its only (or
    /// primary) child when that child is rigid, or a built-in stack whose
    /// children are all rigid (its gaps and guides then cannot change either).
    private func computeRigidity(_ id: Int) -> Bool {
        let ids = nodes[id].childIDs
        switch nodes[id].kind {
        case .leaf(.fixed), .leaf(.empty): return true
        case .leaf: return false
        case .frame(let w, let h, _): return w != nil && h != nil
        case .padding, .effect, .offset, .overlay, .background, .mask, .fixedSize, .ignoresSafeArea, .aspectRatio:
            return ids.first.map { rigid[$0] } ?? true
        case .layout(let box):
            let builtIn = box.layout is HStackLayout || box.layout is VStackLayout || box.layout is ZStackLayout
            return builtIn && ids.allSatisfy { rigid[$0] }
        case .flexFrame, .position, .geometryReader, .safeAreaInset: return false
        }
    }

    /// Whether the stack axis a node is given reaches its size: spacers and
    /// dividers read it, modifiers pass it to their (primary) child, and
    /// containers set their own.
    private func computeAxisDependence(_ id: Int) -> Bool {
        switch nodes[id].kind {
        case .leaf(.spacer), .leaf(.divider): return true
        case .leaf, .layout, .geometryReader, .position: return false
        default: return nodes[id].childIDs.first.map { axisDependent[$0] } ?? false
        }
    }

    /// Whether node `id` is a Spacer seen through layout-neutral modifiers.
    package func isSpacer(_ id: Int) -> Bool { spacerLike[id] }

    private func computeSpacerLike(_ id: Int) -> Bool {
        switch nodes[id].kind {
        case .leaf(.spacer): return true
        case .leaf, .layout, .geometryReader, .position, .safeAreaInset: return false
        default: return nodes[id].childIDs.first.map { spacerLike[$0] } ?? false
        }
    }

    private func computeSize(_ id: Int, _ p: ProposedViewSize, _ axis: Axis?) -> CGSize {
        let n = nodes[id]
        let first = n.childIDs.first
        func child(_ q: ProposedViewSize) -> CGSize {
            guard let first else { return .zero }
            return size(of: first, proposal: q, containerAxis: axis)
        }
        switch n.kind {
        case .leaf(let leaf): return leafSize(leaf, p, axis)
        case .layout(let box): return layoutSize(id, box, p)
        case .padding(let raw):
            let ins = raw.map { $0.sanitized() }
            let c = child(ProposedViewSize(width: p.width.map { $0 - ins.horizontal },
                                           height: p.height.map { $0 - ins.vertical }))
            return CGSize(width: c.width + ins.horizontal, height: c.height + ins.vertical)
        case .frame(let w, let h, _):
            let w = w.map { Swift.max(0, $0.sanitized()) }, h = h.map { Swift.max(0, $0.sanitized()) }
            if let w, let h { return CGSize(width: w, height: h) }
            let c = child(ProposedViewSize(width: w ?? p.width, height: h ?? p.height))
            return CGSize(width: w ?? c.width, height: h ?? c.height)
        case .flexFrame(let f):
            return f.size(proposal: p, child: child(f.childProposal(p)))
        case .fixedSize(let h, let v):
            return child(ProposedViewSize(width: h ? nil : p.width, height: v ? nil : p.height))
        case .aspectRatio(let ratio, let mode):
            return child(aspectProposal(id, ratio, mode, p))
        case .overlay, .background, .mask, .offset, .effect, .ignoresSafeArea:
            return child(p)
        case .position, .geometryReader:
            return p.replacingUnspecifiedDimensions()
        case .safeAreaInset(let edge, _, let spacing):
            guard n.childIDs.count == 2 else { return child(p) }
            let geometry = insetGeometry(id, edge: edge, spacing: spacing, proposal: p, axis: axis)
            let ax = edge.axis
            return CGSize(geometry.bar[ax] + geometry.gap + geometry.content[ax],
                          Swift.max(geometry.bar[ax.other], geometry.content[ax.other]), axis: ax)
        }
    }

    private func leafSize(_ leaf: LeafSizing, _ p: ProposedViewSize, _ axis: Axis?) -> CGSize {
        switch leaf {
        case .flexible: return p.replacingUnspecifiedDimensions()
        case .fixed(let s): return s
        case .resizable(let s): return CGSize(width: p.width ?? s.width, height: p.height ?? s.height)
        case .text(let t, let o):
            return text.measure(t, options: o, width: textWidth(p)).size
        case .spacer(let minLength):
            let m = minLength.map { $0.isFinite ? Swift.max(0, $0) : 0 } ?? ViewSpacing.defaultDistance
            switch axis {
            case .horizontal?: return CGSize(width: Swift.max(p.width ?? 0, m), height: 0)
            case .vertical?: return CGSize(width: 0, height: Swift.max(p.height ?? 0, m))
            case nil: return CGSize(width: Swift.max(p.width ?? 0, m), height: Swift.max(p.height ?? 0, m))
            }
        case .divider(let t):
            if axis == .horizontal { return CGSize(width: t, height: p.height ?? 0) }
            return CGSize(width: p.width ?? 0, height: t)
        case .empty: return .zero
        case .custom(let f): return f(p)
        }
    }

    /// The width text is measured in: the proposal when finite, else its ideal width.
    func textWidth(_ p: ProposedViewSize) -> CGFloat? { p.width.flatMap { $0.isFinite ? $0 : nil } }

    /// What `aspectRatio(_:contentMode:)` proposes to its child: the largest
    /// (fit) or smallest (fill) size of the ratio around the proposal; an
    /// unspecified or infinite dimension follows the other one.
    private func aspectProposal(_ id: Int, _ ratio: CGFloat?, _ mode: ContentMode, _ p: ProposedViewSize) -> ProposedViewSize {
        guard let c = nodes[id].childIDs.first else { return p }
        let r: CGFloat
        if let ratio, ratio > 0, ratio.isFinite {
            r = ratio
        } else {
            let ideal = size(of: c, proposal: .unspecified, containerAxis: nil)
            guard ideal.width > 0, ideal.height > 0, ideal.width.isFinite, ideal.height.isFinite else { return p }
            r = ideal.width / ideal.height
        }
        switch (p.width, p.height) {
        case (let w?, let h?):
            if !w.isFinite && !h.isFinite { return p }
            if !w.isFinite { return ProposedViewSize(width: mode == .fit ? h * r : w, height: mode == .fit ? h : w / r) }
            if !h.isFinite { return ProposedViewSize(width: mode == .fit ? w : h * r, height: mode == .fit ? w / r : h) }
            let fitsWidth = w / r <= h
            if (mode == .fit) == fitsWidth { return ProposedViewSize(width: w, height: w / r) }
            return ProposedViewSize(width: h * r, height: h)
        case (let w?, nil): return w.isFinite ? ProposedViewSize(width: w, height: w / r) : p
        case (nil, let h?): return h.isFinite ? ProposedViewSize(width: h * r, height: h) : p
        case (nil, nil):
            let ideal = size(of: c, proposal: .unspecified, containerAxis: nil)
            if (ideal.width / r <= ideal.height) == (mode == .fit) {
                return ProposedViewSize(width: ideal.width, height: ideal.width / r)
            }
            return ProposedViewSize(width: ideal.height * r, height: ideal.height)
        }
    }

    // MARK: Containers

    /// The subviews of container `id`, as its `Layout` sees them.
    package func subviews(of id: Int) -> LayoutSubviews {
        let axis: Axis?
        if case .layout(let box) = nodes[id].kind { axis = type(of: box.layout).layoutProperties.stackOrientation } else { axis = nil }
        return LayoutSubviews(nodes[id].childIDs.map { LayoutSubview(engine: self, id: $0, containerAxis: axis) })
    }

    private func layoutSize(_ id: Int, _ box: LayoutBox, _ p: ProposedViewSize) -> CGSize {
        func run<L: Layout>(_ layout: L) -> CGSize {
            let subs = subviews(of: id)
            var cache = (layoutCaches[id] as? L.Cache) ?? layout.makeCache(subviews: subs)
            let s = layout.sizeThatFits(proposal: p, subviews: subs, cache: &cache)
            layoutCaches[id] = cache
            return s
        }
        return run(box.layout)
    }

    package func recordPlacement(_ id: Int, at point: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        placements[id] = (point, anchor, proposal)
    }

    // MARK: Helpers

    package func finite(_ s: CGSize, fallback: CGSize) -> CGSize {
        CGSize(width: s.width.isFinite ? s.width : fallback.width, height: s.height.isFinite ? s.height : fallback.height)
    }

    package func diagnose(_ message: String) { diagnostics.append(message) }

    package func takePlacement(_ id: Int) -> (CGPoint, UnitPoint, ProposedViewSize)? {
        placements.removeValue(forKey: id)
    }

    package func layoutCache(_ id: Int) -> Any? { layoutCaches[id] }
    package func setLayoutCache(_ id: Int, _ cache: Any) { layoutCaches[id] = cache }

    /// Replaces the children of node `id` (a GeometryReader's content is built during placement).
    package func setChildren(_ id: Int, _ children: [Int]) { nodes[id].childIDs = children }
}
