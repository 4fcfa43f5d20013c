import Foundation
import VellumCore
import VellumGeometry

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
///
/// The tables are flat and indexed by node id (nodes, child lists, traits
/// and caches, frames), so a pass allocates per table rather than per view:
/// the lowered tree is moved into them, and the result is the tables.
///
/// The tables are read and written millions of times in a large pass, and a
/// class's stored properties are checked for overlapping access at run time
/// on every one of them (a seventh of a pass's instructions, measured): they
/// are marked `@exclusivity(unchecked)`. Only the engine touches them, one
/// access at a time, on the thread running the pass.
package final class LayoutEngine {
    /// A node of the tree, its children replaced by a range of `childList`.
    package struct ArenaNode: Sendable {
        package var kind: LayoutNode.Kind
        /// Where the node's child ids sit in the arena's child list.
        package var children: Range<Int>
        package var drawing: Drawing?
        package var name: String
        /// See `LayoutNode.role`.
        package var role: NodeRole = .view
        package var priority: Double
        package var guides: [GuideOverride]
        package var zIndex: Double
        /// See `LayoutNode.flipsLayoutDirection`.
        package var flipsLayoutDirection = false
        /// See `LayoutNode.marks`.
        package var marks: [any NodeMark] = []
        package var isSpacer: Bool { if case .leaf(.spacer) = kind { return true }; return false }
    }

    package let text: any TextEngine
    /// The screen; a fitting pass (`layout(_:fitting:text:displayScale:)`) sets its bounds once the root is sized.
    @exclusivity(unchecked) package private(set) var environment: LayoutEnvironment
    @exclusivity(unchecked) private(set) var nodes: [ArenaNode] = []
    /// Every node's child ids, each node's contiguous (see `ArenaNode.children`).
    @exclusivity(unchecked) private(set) var childList: [Int] = []
    /// What the pass knows of each node, by id.
    @exclusivity(unchecked) private var state: [NodeState] = []
    /// Dimensions of the nodes that can have explicit guides (the others'
    /// are their size), by id.
    @exclusivity(unchecked) var dimensionCache: [Int: ProposalCache<ViewDimensions>] = [:]
    /// The measurements of text leaves, by id and width.
    @exclusivity(unchecked) private var textMeasurements: [Int: ProposalCache<TextMeasurement>] = [:]
    /// The spacing preferences asked so far, by id.
    @exclusivity(unchecked) var spacingCache: [Int: ViewSpacing] = [:]
    /// Each container's `Layout.Cache`, for layouts whose cache holds state.
    @exclusivity(unchecked) private var layoutCaches: [Int: Any] = [:]
    /// Each placed node's frame, pixel-rounded, in the root's coordinates.
    @exclusivity(unchecked) var frames: [CGRect] = []
    /// Whether each node was placed (a `ViewThatFits` places one child only).
    @exclusivity(unchecked) var isPlaced: [Bool] = []
    @exclusivity(unchecked) package private(set) var diagnostics: [String] = []
    /// Errors from content built during placement.
    @exclusivity(unchecked) package private(set) var failures: [any Error] = []
    /// How many elements each lazy container has made so far and their
    /// nodes' ids, by container id.
    @exclusivity(unchecked) var lazyChildIDs: [Int: (made: Int, ids: [Int])] = [:]
    /// How far along each axis a lazy container in a scroll view makes its
    /// elements: the screen (or the canvas a fitting pass is offered); what
    /// lies further from the container's start cannot be seen.
    @exclusivity(unchecked) package var realizationLimit: CGSize

    /// Keeps an error from content built during placement; layout goes on.
    func fail(_ error: any Error) { failures.append(error) }

    package init(text: any TextEngine, environment: LayoutEnvironment) {
        self.text = text; self.environment = environment
        let b = environment.bounds.size
        realizationLimit = CGSize(width: b.width > 0 ? b.width : .infinity, height: b.height > 0 ? b.height : .infinity)
    }

    /// Lays out `root` on the screen: proposed the safe area, centred in it.
    ///
    /// The tree is consumed: given a tree nobody else holds, each node's
    /// storage is freed as soon as the arena has taken it.
    package static func layout(_ root: consuming LayoutNode, text: any TextEngine, environment: LayoutEnvironment) -> LayoutResult {
        let engine = LayoutEngine(text: text, environment: environment)
        engine.reserveCapacity(root.subtreeCount)
        let id = engine.add(root)
        let safe = environment.safeRect
        let proposal = ProposedViewSize(safe.size)
        let size = engine.finite(engine.size(of: id, proposal: proposal, containerAxis: nil), fallback: safe.size)
        let origin = CGPoint(x: safe.midX - size.width / 2, y: safe.midY - size.height / 2)
        engine.place(id, in: CGRect(origin: origin, size: size), proposal: proposal,
                     safeArea: SafeAreaContext(environment: environment))
        engine.mirrorFlippedSubtrees(from: id)
        return engine.result(rootID: id)
    }

    /// Lays out `root` at the size it chooses for `proposal`, at the origin of
    /// a canvas that size rounded up to the pixel grid, with no safe areas (as
    /// `ImageRenderer.proposedSize` and a preview's `sizeThatFitsLayout`). The
    /// result's `environment.bounds` is the canvas. A dimension the root
    /// answers as infinite (a flexible view offered infinity) is its ideal one.
    package static func layout(_ root: consuming LayoutNode, fitting proposal: ProposedViewSize, text: any TextEngine,
                               displayScale: CGFloat) -> LayoutResult {
        let engine = LayoutEngine(text: text, environment: LayoutEnvironment(bounds: .zero, displayScale: displayScale))
        engine.realizationLimit = CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? .infinity,
                                         height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? .infinity)
        engine.reserveCapacity(root.subtreeCount)
        let id = engine.add(root)
        // Sizing reads no bounds, so the canvas can be set once the root has answered.
        var size = engine.size(of: id, proposal: proposal, containerAxis: nil)
        if !size.width.isFinite || !size.height.isFinite {
            size = engine.finite(engine.finite(size, fallback: engine.size(of: id, proposal: .unspecified, containerAxis: nil)),
                                 fallback: .zero)
        }
        let scale = engine.environment.displayScale
        func up(_ v: CGFloat) -> CGFloat { Swift.max(0, (v * scale - 1e-6).rounded(.up) / scale) }
        engine.environment.bounds = CGRect(x: 0, y: 0, width: up(size.width), height: up(size.height))
        engine.place(id, in: CGRect(origin: .zero, size: size), proposal: proposal,
                     safeArea: SafeAreaContext(environment: engine.environment))
        engine.mirrorFlippedSubtrees(from: id)
        return engine.result(rootID: id)
    }

    /// The pass's result, its tables moved out of the engine; the engine's
    /// own state goes back to `LayoutTables` for a later pass.
    private func result(rootID: Int) -> LayoutResult {
        LayoutTables.state.give(&state)
        let result = LayoutResult(nodes: nodes, childList: childList, frames: frames, isPlaced: isPlaced, rootID: rootID,
                                  environment: environment, diagnostics: diagnostics, failures: failures)
        nodes = []; childList = []; frames = []; isPlaced = []
        return result
    }

    /// Adds a subtree to the arena; returns its root id. Ids are given in
    /// preorder.
    ///
    /// The subtree is consumed: its children are moved out one by one, so a
    /// tree held nowhere else is never copied and is freed as it goes.
    package func add(_ node: consuming LayoutNode) -> Int {
        let id = nodes.count
        var children = node.children
        node.children = []
        nodes.append(ArenaNode(kind: node.kind, children: 0..<0, drawing: node.drawing, name: node.name, role: node.role,
                               priority: node.priority.isFinite ? node.priority : (node.priority.isNaN ? 0 : node.priority),
                               guides: node.guides, zIndex: node.zIndex.isNaN ? 0 : node.zIndex,
                               flipsLayoutDirection: node.flipsLayoutDirection, marks: node.marks))
        state.append(NodeState()); frames.append(.zero); isPlaced.append(false)
        if case .lazyRun = nodes[id].kind {
            // A run outside a lazy container: its nodes, overlaid as several views are.
            nodes[id].kind = .layout(LayoutBox(ZStackLayout()))
            nodes[id].name = "ZStack"
            children = [node]
        }
        if LazyChildren.containsRun(children) { children = spliced(children) }
        switch children.count {
        case 0: break
        case 1: setChildren(id, CollectionOfOne(add(children.removeLast())))
        default:
            // Reversed in place, then taken from the end: source order, each
            // child moved, not copied. The child goes straight into `add`: a
            // binding of its own (`while let child = …`) would keep a second
            // reference for the length of the call, and every array below it
            // would then be copied before it could be taken apart. The buffer
            // reverses by moving its elements; `Array.reverse()` would copy
            // each node (retaining everything in it) and release the old one.
            children.withUnsafeMutableBufferPointer { $0.reverse() }
            var ids: [Int] = []
            ids.reserveCapacity(children.count)
            for _ in 0..<children.count { ids.append(add(children.removeLast())) }
            setChildren(id, ids)
        }
        state[id].traits = computeTraits(id)
        return id
    }

    /// Makes room for `count` more nodes in every per-node table; an empty
    /// engine first takes tables an earlier pass left (`LayoutTables`).
    private func reserveCapacity(_ count: Int) {
        if nodes.isEmpty && nodes.capacity == 0 {
            nodes = LayoutTables.nodes.take(for: count); state = LayoutTables.state.take(for: count)
            childList = LayoutTables.childList.take(for: count); frames = LayoutTables.frames.take(for: count)
            isPlaced = LayoutTables.isPlaced.take(for: count)
        }
        let total = nodes.count + count
        nodes.reserveCapacity(total); childList.reserveCapacity(childList.count + count)
        state.reserveCapacity(total); frames.reserveCapacity(total); isPlaced.reserveCapacity(total)
    }

    /// Replaces the children of node `id` (a GeometryReader's content is built during placement).
    package func setChildren<C: Collection<Int>>(_ id: Int, _ children: C) {
        let start = childList.count
        childList.append(contentsOf: children)
        nodes[id].children = start..<childList.count
    }

    /// The child ids of node `id`, in source order.
    package func childIDs(of id: Int) -> ArraySlice<Int> { childList[nodes[id].children] }

    /// The first child of node `id` (its primary one, for a modifier).
    package func firstChild(of id: Int) -> Int? {
        let r = nodes[id].children
        return r.isEmpty ? nil : childList[r.lowerBound]
    }

    // MARK: Sizing

    /// The size node `id` chooses for `proposal`; cached per proposal.
    package func size(of id: Int, proposal: ProposedViewSize, containerAxis: Axis?) -> CGSize {
        let key = cacheKey(id, proposal, containerAxis)
        if let s = state[id].sizes[key] { return s }
        var s = computeSize(id, proposal, containerAxis)
        if s.width.isNaN || s.width < 0 { s.width = 0 }
        if s.height.isNaN || s.height < 0 { s.height = 0 }
        state[id].sizes[key] = s
        return s
    }

    /// Whether node `id` answers the same for every proposal.
    package func isRigid(_ id: Int) -> Bool { state[id].traits.contains(.rigid) }

    /// Whether node `id` is a Spacer seen through layout-neutral modifiers.
    package func isSpacer(_ id: Int) -> Bool { state[id].traits.contains(.spacerLike) }

    /// Whether node `id`'s dimensions are its size alone, with no explicit guide.
    package func hasNoExplicitGuides(_ id: Int) -> Bool { !state[id].traits.contains(.guideBearing) }

    /// Node `id`'s layout priority, read without copying the node.
    package func priority(of id: Int) -> Double { nodes[id].priority }

    /// The cache key of node `id` for a proposal and stack axis: one key for
    /// every proposal of a rigid node, no axis unless the node reads it.
    func cacheKey(_ id: Int, _ proposal: ProposedViewSize, _ axis: Axis?) -> ProposalKey {
        let t = state[id].traits
        if t.contains(.rigid) { return ProposalKey(.unspecified, nil) }
        return ProposalKey(proposal, t.contains(.axisDependent) ? axis : nil)
    }

    /// The traits of node `id`, its children already added, by construction
    /// of its kind:
    /// - rigid: a fixed or empty leaf, a frame fixed in both axes, a modifier
    ///   that sizes to its only (or primary) child when that child is rigid,
    ///   or a built-in stack whose children are all rigid (its gaps and
    ///   guides then cannot change either);
    /// - axis-dependent and spacer-like: spacers (and dividers, for the
    ///   axis), and modifiers whose primary child is; containers and
    ///   positioned views stop both, a safe-area inset stops spacer-likeness;
    /// - guide-bearing: explicit guides start only at text (its baselines),
    ///   at `alignmentGuide(_:computeValue:)` and at custom layouts (which may
    ///   answer `explicitAlignment`); other nodes pass on their children's,
    ///   except a GeometryReader, which reports none of its content's.
    private func computeTraits(_ id: Int) -> NodeTraits {
        let primary = firstChild(of: id).map { state[$0].traits }
        var childrenRigid = true, childrenBearGuides = false
        for c in childIDs(of: id) {
            let t = state[c].traits
            childrenRigid = childrenRigid && t.contains(.rigid)
            childrenBearGuides = childrenBearGuides || t.contains(.guideBearing)
        }
        let passedOn = (primary ?? []).intersection([.axisDependent, .spacerLike])
        var t: NodeTraits = nodes[id].guides.isEmpty ? [] : .guideBearing
        switch nodes[id].kind {
        case .leaf(.fixed), .leaf(.glyph), .leaf(.empty): t.insert(.rigid)
        case .leaf(.spacer): t.formUnion([.axisDependent, .spacerLike])
        case .leaf(.divider): t.insert(.axisDependent)
        case .leaf(.text): t.insert(.guideBearing)
        case .leaf, .geometryReader, .lazyRun: break
        case .layout(let box) where box.lazy != nil:
            // Its children are made during layout: nothing is known of them yet.
            t.insert(.guideBearing)
        case .layout(let box):
            if !box.isBuiltInStack { t.insert(.guideBearing) } else {
                if childrenRigid { t.insert(.rigid) }
                if childrenBearGuides { t.insert(.guideBearing) }
            }
        case .position, .firstFitting:
            if childrenBearGuides { t.insert(.guideBearing) }
        case .frame(let w, let h, _):
            if w != nil && h != nil { t.insert(.rigid) }
            t.formUnion(passedOn)
            if childrenBearGuides { t.insert(.guideBearing) }
        case .flexFrame:
            t.formUnion(passedOn)
            if childrenBearGuides { t.insert(.guideBearing) }
        case .safeAreaInset:
            t.formUnion(passedOn.subtracting(.spacerLike))
            if childrenBearGuides { t.insert(.guideBearing) }
        case .padding, .effect, .offset, .overlay, .background, .mask, .fixedSize, .ignoresSafeArea, .aspectRatio:
            if primary?.contains(.rigid) ?? true { t.insert(.rigid) }
            t.formUnion(passedOn)
            if childrenBearGuides { t.insert(.guideBearing) }
        }
        return t
    }

    private func computeSize(_ id: Int, _ p: ProposedViewSize, _ axis: Axis?) -> CGSize {
        let first = firstChild(of: id)
        func child(_ q: ProposedViewSize) -> CGSize {
            guard let first else { return .zero }
            return size(of: first, proposal: q, containerAxis: axis)
        }
        switch nodes[id].kind {
        case .leaf(let leaf): return leafSize(id, leaf, p, axis)
        case .layout(let box):
            if let lazy = box.lazy { return lazySize(id, box, lazy, p) }
            return layoutSize(id, box, p)
        case .lazyRun: return .zero
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
        case .firstFitting(let axes):
            guard let c = firstFittingChild(id, axes, p) else { return .zero }
            return size(of: c, proposal: p, containerAxis: nil)
        case .safeAreaInset(let edge, _, let spacing):
            guard nodes[id].children.count == 2 else { return child(p) }
            let geometry = insetGeometry(id, edge: edge, spacing: spacing, proposal: p, axis: axis)
            let ax = edge.axis
            return CGSize(geometry.bar[ax] + geometry.gap + geometry.content[ax],
                          Swift.max(geometry.bar[ax.other], geometry.content[ax.other]), axis: ax)
        }
    }

    private func leafSize(_ id: Int, _ leaf: LeafSizing, _ p: ProposedViewSize, _ axis: Axis?) -> CGSize {
        switch leaf {
        case .flexible: return p.replacingUnspecifiedDimensions()
        case .fixed(let s), .glyph(let s, _): return s
        case .resizable(let s): return CGSize(width: p.width ?? s.width, height: p.height ?? s.height)
        case .text(let t, let o):
            return measureText(id, t, o, p).size
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

    /// Text leaf `id`'s measurement for a proposal: its size and baselines
    /// come from one measurement, cached per width for the pass.
    func measureText(_ id: Int, _ t: StyledText, _ o: TextOptions, _ p: ProposedViewSize) -> TextMeasurement {
        let width = textWidth(p)
        let key = ProposalKey(ProposedViewSize(width: width, height: nil), nil)
        if let m = textMeasurements[id]?[key] { return m }
        let m = text.measure(t, options: o, width: width)
        textMeasurements[id, default: ProposalCache()][key] = m
        return m
    }

    /// The child a `ViewThatFits` node shows for proposal `p`: the first whose
    /// ideal length on each axis of `axes` (asked with the other axis
    /// proposed as given) is within the proposal there, else the last.
    func firstFittingChild(_ id: Int, _ axes: Axis.Set, _ p: ProposedViewSize) -> Int? {
        let ideal = ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width,
                                     height: axes.contains(.vertical) ? nil : p.height)
        let children = childIDs(of: id)
        for c in children {
            let s = size(of: c, proposal: ideal, containerAxis: nil)
            let fitsWidth = !axes.contains(.horizontal) || p.width.map { s.width <= $0 + 1e-9 } ?? true
            let fitsHeight = !axes.contains(.vertical) || p.height.map { s.height <= $0 + 1e-9 } ?? true
            if fitsWidth && fitsHeight { return c }
        }
        return children.last
    }

    /// The width text is measured in: the proposal when finite, else its ideal width.
    func textWidth(_ p: ProposedViewSize) -> CGFloat? { p.width.flatMap { $0.isFinite ? $0 : nil } }

    /// What `aspectRatio(_:contentMode:)` proposes to its child: the largest
    /// (fit) or smallest (fill) size of the ratio around the proposal; an
    /// unspecified or infinite dimension follows the other one.
    private func aspectProposal(_ id: Int, _ ratio: CGFloat?, _ mode: ContentMode, _ p: ProposedViewSize) -> ProposedViewSize {
        guard let c = firstChild(of: id) else { return p }
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
        if case .layout(let box) = nodes[id].kind { axis = box.axis } else { axis = nil }
        return LayoutSubviews(childIDs(of: id).map { LayoutSubview(engine: self, id: $0, containerAxis: axis) })
    }

    func layoutSize(_ id: Int, _ box: LayoutBox, _ p: ProposedViewSize) -> CGSize {
        if let stack = box.builtInStack {
            return stack.sizeThatFits(p, ArenaChildren(engine: self, container: id, axis: stack.axis))
        }
        func run<L: Layout>(_ layout: L) -> CGSize {
            let subs = subviews(of: id)
            return withCache(of: id, layout, subs) { layout.sizeThatFits(proposal: p, subviews: subs, cache: &$0) }
        }
        return run(box.layout)
    }

    /// Runs `body` with container `id`'s cache for `layout`: the one kept
    /// from an earlier call, or a new one, kept afterwards. A cache type with
    /// no stored properties holds no state, so it is made fresh each time
    /// instead (no boxing, no dynamic cast).
    func withCache<L: Layout, R>(of id: Int, _ layout: L, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        if MemoryLayout<L.Cache>.size == 0 {
            var cache = layout.makeCache(subviews: subviews)
            return body(&cache)
        }
        var cache = (layoutCaches[id] as? L.Cache) ?? layout.makeCache(subviews: subviews)
        let result = body(&cache)
        layoutCaches[id] = cache
        return result
    }

    package func recordPlacement(_ id: Int, at point: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        state[id].placement = Placement(point: point, anchor: anchor, proposal: proposal)
    }

    // MARK: Helpers

    package func finite(_ s: CGSize, fallback: CGSize) -> CGSize {
        CGSize(width: s.width.isFinite ? s.width : fallback.width, height: s.height.isFinite ? s.height : fallback.height)
    }

    package func diagnose(_ message: String) { diagnostics.append(message) }

    /// The placement recorded for node `id`, removed so a later pass cannot see it.
    package func takePlacement(_ id: Int) -> Placement? {
        defer { state[id].placement = nil }
        return state[id].placement
    }

}

extension LayoutEngine {
    /// Where a container put one subview: its `anchor` at `point`, sized for `proposal`.
    package struct Placement: Sendable {
        package var point: CGPoint
        package var anchor: UnitPoint
        package var proposal: ProposedViewSize
    }
}
