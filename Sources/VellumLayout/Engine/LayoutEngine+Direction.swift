extension LayoutEngine {
    /// Mirrors right-to-left subtrees, once every node is placed.
    ///
    /// SwiftUI lays out in a leading-to-trailing space and flips the x
    /// position of each view within its parent when the direction is right to
    /// left. Placing left to right and then mirroring every descendant's frame
    /// within the frame of the node where the direction changes gives the same
    /// frames: a mirror of the whole subtree is the mirror of each container's
    /// placement, composed. A node that changes the direction back is mirrored
    /// again within its (already mirrored) frame, so its own subtree reads left
    /// to right. Only frames move: what a view draws in its frame (text,
    /// images, shapes) is not mirrored.
    ///
    /// `offset(x:y:)` moves a view in its own, unflipped space, so under an
    /// odd number of flips its content is moved back by twice its `x`.
    func mirrorFlippedSubtrees(from root: Int) {
        guard nodes.contains(where: \.flipsLayoutDirection) else { return }
        var stack: [(id: Int, rightToLeft: Bool)] = [(root, false)]
        while let (id, inherited) = stack.popLast() {
            var rtl = inherited
            if nodes[id].flipsLayoutDirection {
                rtl.toggle()
                let f = frames[id]
                forEachDescendant(of: id) { d in
                    let r = frames[d]
                    frames[d].origin.x = f.minX + f.maxX - r.maxX
                }
            }
            if rtl, case .offset(let o) = nodes[id].kind, o.width != 0, o.width.isFinite {
                let dx = 2 * o.width
                forEachDescendant(of: id) { frames[$0].origin.x += dx }
            }
            for c in childIDs(of: id).reversed() { stack.append((c, rtl)) }
        }
    }

    /// Calls `body` with every descendant of `id` (not `id` itself).
    private func forEachDescendant(of id: Int, _ body: (Int) -> Void) {
        var pending = Array(childIDs(of: id))
        while let d = pending.popLast() {
            body(d)
            pending.append(contentsOf: childIDs(of: d))
        }
    }
}
