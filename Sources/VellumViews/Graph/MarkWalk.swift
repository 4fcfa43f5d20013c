import Combine
import Foundation
import VellumGeometry
import VellumLayout

/// One walk of a pass's placed tree for its marks (`GraphMark`): children
/// before parents and, on one view, in the order its modifiers were
/// applied, as SwiftUI runs `onAppear` and `onChange`. What the walk finds
/// to run is queued in `actions` (tasks after every other action, as SwiftUI
/// starts them once the whole frame has appeared).
struct MarkWalk {
    let graph: ViewGraph
    /// What to run, in order.
    private(set) var actions: [() -> Void] = []
    /// Tasks to start, in order.
    private(set) var tasks: [@Sendable () async -> Void] = []
    /// Publishers to subscribe to, in order.
    private(set) var subscriptions: [(ViewIdentity, (@escaping () -> Bool) -> AnyCancellable)] = []
    /// Whether a value that content is built from changed (another pass).
    private(set) var contentChanged: [String] = []
    /// The views found that appear (with an `onAppear` or `onDisappear`).
    private(set) var seen: Set<ViewIdentity> = []

    init(graph: ViewGraph) { self.graph = graph }

    /// Whether each node of the layout being walked, or a node below it, has marks.
    private var marked: [Bool] = []

    /// Walks `layout`'s placed tree from the root, into the subtrees that have marks.
    mutating func walk(_ layout: LayoutResult) {
        // A child's id is always greater than its parent's (children are added
        // after their parent, a GeometryReader's content during placement), so
        // one pass from the last id to the first finds every marked subtree.
        marked = layout.nodes.map { !$0.marks.isEmpty }
        for id in layout.nodes.indices.reversed() where !marked[id] {
            for child in layout.children(of: id) where marked[child] {
                marked[id] = true
                break
            }
        }
        _ = visit(layout.rootID, in: layout)
        marked = []
    }

    /// Views a scroll was asked to, with their frames, not yet claimed by
    /// the scroll view they are in.
    private var scrollTargets: [(request: ScrollRequest, frame: CGRect)] = []
    /// Scroll views' content frames, by the scroll view's identity.
    private var scrollContents: [ViewIdentity: CGRect] = [:]

    /// Visits node `id` after its placed children; the preference values its subtree produces.
    private mutating func visit(_ id: Int, in layout: LayoutResult) -> PreferenceValues {
        var values = PreferenceValues()
        let targets = scrollTargets.count
        for child in layout.children(of: id) where marked[child] && layout.isPlaced[child] {
            let childValues = visit(child, in: layout)
            if !childValues.isEmpty { values.append(childValues) }
        }
        for mark in layout.nodes[id].marks {
            guard let mark = mark as? GraphMark else { continue }
            if case .scrollViewport(let identity, let axes, let anchor, let observers) = mark {
                scroll(identity, viewport: layout.frames[id], axes: axes, defaultAnchor: anchor, targets: targets, observers: observers)
            } else {
                handle(mark, frame: layout.frames[id], values: &values)
            }
        }
        return values
    }

    /// Works out how far the scroll view at `identity` is scrolled: to the
    /// last target found inside it, or to its default anchor.
    private mutating func scroll(_ identity: ViewIdentity, viewport: CGRect, axes: Axis.Set, defaultAnchor: UnitPoint?, targets start: Int,
                                 observers: [ScrollGeometryObserver]) {
        guard let content = scrollContents.removeValue(forKey: identity) else { return }
        let inside = scrollTargets[start...]
        let target = inside.last
        scrollTargets.removeSubrange(start...)
        var offset = CGSize.zero
        func along(_ axis: Axis) -> CGFloat {
            let length = axis == .vertical ? viewport.height : viewport.width
            let extent = axis == .vertical ? content.height : content.width
            let limit = Swift.max(0, extent - length)
            var wanted: CGFloat = 0
            if let (request, frame) = target {
                let start = axis == .vertical ? frame.minY - content.minY : frame.minX - content.minX
                let size = axis == .vertical ? frame.height : frame.width
                if let anchor = request.anchor {
                    let unit = axis == .vertical ? anchor.y : anchor.x
                    wanted = start + unit * size - unit * length
                } else if start + size > length {
                    wanted = Swift.min(start, start + size - length)
                }
            } else if let defaultAnchor {
                wanted = (axis == .vertical ? defaultAnchor.y : defaultAnchor.x) * limit
            }
            return Swift.min(limit, Swift.max(0, wanted.isFinite ? wanted : 0))
        }
        if axes.contains(.horizontal) { offset.width = along(.horizontal) }
        if axes.contains(.vertical) { offset.height = along(.vertical) }
        let old = graph.storage.withLock { storage in
            let old = storage.lastValues[identity] as? CGSize ?? .zero
            storage.lastValues[identity] = offset
            return old
        }
        if old != offset { contentChanged.append("\(identity) (scrolled)") }
        guard !observers.isEmpty else { return }
        // Watched at rest: the offset drawn this pass (the one just worked out is drawn by the next).
        let geometry = ScrollGeometry(contentOffset: CGPoint(x: old.width, y: old.height), contentSize: content.size,
                                      contentInsets: EdgeInsets(), containerSize: viewport.size)
        for observer in observers { observe(observer.identity, observer.transform(geometry), equal: observer.equal, action: observer.action) }
    }

    /// Queues `action` when `value`, watched at `identity`, differs from the one seen last; with the value as both when first seen.
    private mutating func observe(_ identity: ViewIdentity, _ value: Any, equal: @escaping (Any, Any) -> Bool,
                                  action: @escaping (Any, Any) -> Void) {
        let old = graph.storage.withLock { storage in
            let old = storage.lastValues[identity]
            storage.lastValues[identity] = value
            return old
        }
        if let old {
            if !equal(old, value) { actions.append { action(old, value) } }
        } else {
            actions.append { action(value, value) }
        }
    }

    private mutating func handle(_ mark: GraphMark, frame: CGRect, values: inout PreferenceValues) {
        switch mark {
        case .scrollTarget(let request):
            scrollTargets.append((request, frame))
        case .scrollContent(let identity):
            scrollContents[identity] = frame
        case .scrollViewport:
            break
        case .appear(let identity, let onAppear, let onDisappear):
            guard seen.insert(identity).inserted else { return }
            let isNew = graph.storage.withLock { storage in
                let isNew = storage.appeared[identity] == nil
                storage.appeared[identity] = .some(onDisappear)
                return isNew
            }
            if isNew, let onAppear { actions.append(onAppear) }
        case .change(let identity, let observed):
            let old = graph.storage.withLock { storage in
                let old = storage.lastValues[identity]
                storage.lastValues[identity] = observed.value
                return old
            }
            if let old {
                if !observed.equal(old, observed.value) { actions.append { observed.action(old, observed.value) } }
            } else if observed.initial {
                actions.append { observed.action(observed.value, observed.value) }
            }
        case .geometry(let identity, let observer):
            let proxy = GeometryProxy(size: frame.size, frame: frame, safeAreaInsets: EdgeInsets())
            observe(identity, observer.transform(proxy), equal: observer.equal, action: observer.action)
        case .task(let identity, let start):
            let starts = graph.storage.withLock { storage in
                if let id = storage.tasks[identity], start.equal(id, start.id) { return false }
                storage.tasks[identity] = start.id
                return true
            }
            if starts { tasks.append(start.action) }
        case .receive(let identity, let subscribe):
            let isNew = graph.storage.withLock { $0.subscriptions[identity] == nil }
            if isNew { subscriptions.append((identity, subscribe)) }
        case .preference(let write):
            write.apply(&values, frame)
        case .consumesPreferences(let keys):
            values.remove(keys)
        case .frame(let identity):
            let old = graph.storage.withLock { storage in
                let old = storage.lastValues[identity] as? CGRect
                storage.lastValues[identity] = frame
                return old
            }
            if old != frame { contentChanged.append("\(identity) (frame)") }
        case .readPreference(let identity, let reader):
            let value = reader.read(values)
            let old = graph.storage.withLock { storage in
                let old = storage.lastValues[identity]
                storage.lastValues[identity] = value
                return old
            }
            let changed = old.map { !reader.equal($0, value) } ?? true
            guard changed else { return }
            if let action = reader.action {
                actions.append { action(value) }
            } else if old != nil || !reader.equal(reader.read(PreferenceValues()), value) {
                // Content built from the value was built from the last one (or the default).
                contentChanged.append(identity.description)
            }
        }
    }
}
