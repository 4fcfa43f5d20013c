import Foundation

extension LayoutEngine {
    /// The size of lazy container `id` for proposal `p`.
    ///
    /// Proposed no length along its axis (as a scroll view proposes its
    /// content), it makes elements in order until they reach past
    /// `realizationLimit` from its start, and answers their length scaled up
    /// to every element (the estimate SwiftUI also makes for rows not yet
    /// made). Anything placed after the container then lies beyond the
    /// screen, as it would with every row made. Proposed a length, or with
    /// no limit, it makes every element and lays out as its eager layout.
    func lazySize(_ id: Int, _ box: LayoutBox, _ lazy: LazyContent, _ p: ProposedViewSize) -> CGSize {
        guard let q = lazyProposal(id, lazy, p) else {
            realizeLazy(id, box, upTo: lazy.children.count)
            return layoutSize(id, box, p)
        }
        if q != p { return size(of: id, proposal: q, containerAxis: nil) }
        let n = lazy.children.count
        let limit = realizationLimit[lazy.axis]
        var made = realizeLazy(id, box, upTo: Swift.min(n, 1))
        while true {
            made = realizeLazy(id, box, upTo: made)
            var s = layoutSize(id, box, p)
            let length = s[lazy.axis]
            if made >= n { return s }
            if length > limit {
                s[lazy.axis] = length * CGFloat(n) / CGFloat(Swift.max(1, made))
                return s
            }
            // Enough more for the rest of the limit at the length per element so far, and a little over.
            let per = length / CGFloat(Swift.max(1, made))
            let wanted = per > 0 ? Int(((limit - length) / per * 1.1).rounded(.up)) + 1 : made
            made = Swift.min(n, made + Swift.max(1, Swift.min(wanted, n)))
        }
    }

    /// The proposal lazy container `id` is laid out for when offered `p`.
    ///
    /// Nil when it lays out as its eager layout, offered `p`: with no limit,
    /// or when the elements that reach the limit are all there are (a short
    /// list, made in full). Otherwise `p` without a length along its axis:
    /// a lazy container in a scroll view takes its own length whatever it is
    /// offered along the axis (a stack probing its children's least and
    /// greatest lengths, a modifier offering back the size it chose), as
    /// its rows would be measured at their ideal lengths there.
    func lazyProposal(_ id: Int, _ lazy: LazyContent, _ p: ProposedViewSize) -> ProposedViewSize? {
        guard realizationLimit[lazy.axis].isFinite else { return nil }
        var q = p
        q[lazy.axis] = nil
        guard let along = p[lazy.axis], along.isFinite else { return q }
        // Makes the elements the limit asks for, if not made yet.
        _ = size(of: id, proposal: q, containerAxis: nil)
        return (lazyChildIDs[id]?.made ?? 0) < lazy.children.count ? q : nil
    }

    /// Makes the elements of lazy container `id` up to index `count` (those
    /// not made yet), adds them to the arena as its children, and returns
    /// how many elements are made. An element whose content fails (a
    /// missing asset) adds nothing; the error is kept in `failures`.
    @discardableResult
    func realizeLazy(_ id: Int, _ box: LayoutBox, upTo count: Int) -> Int {
        guard let lazy = box.lazy else { return 0 }
        var (made, ids) = lazyChildIDs[id] ?? (0, [])
        let target = Swift.min(count, lazy.children.count)
        guard target > made else { return made }
        lazyChildIDs[id] = nil
        for i in made..<target {
            do {
                for node in try lazy.children.nodes(at: i) { ids.append(add(node)) }
            } catch {
                fail(error)
            }
        }
        made = target
        setChildren(id, ids)
        lazyChildIDs[id] = (made, ids)
        return made
    }

    /// `children` with each lazy run made in full in its place (a run
    /// outside a lazy container); an error is kept in `failures`.
    func spliced(_ children: [LayoutNode]) -> [LayoutNode] {
        var out: [LayoutNode] = []
        for c in children {
            guard case .lazyRun(let run) = c.kind else { out.append(c); continue }
            for i in 0..<run.count {
                do { out += try run.nodes(at: i) } catch { fail(error) }
            }
        }
        return out
    }
}
