import Foundation
import VellumGeometry

/// Gives every backdrop the drawings that lie behind it: each drawing
/// painted earlier (a sibling before it, or before one of its ancestors)
/// whose painted bounds meet the backdrop's reach gets an id (`b1`, `b2`… in
/// the order first needed), and the backdrop lists those ids with the
/// transform from the drawing's coordinates to the document's, and its own
/// from the document's.
///
/// Effects of the ancestors the backdrop does not share with a drawing
/// (their opacity, filters, clips) are not applied to the copy: the copy is
/// blurred and clipped to the backdrop's shape anyway. A backdrop with
/// nothing behind it is dropped: the document's background shows through.
///
/// Run on the tree that is written (`SVGEmitter` runs it after culling), so
/// every id a backdrop names is in the document.
package enum RenderBackdropResolver {
    /// `nodes` with their backdrops resolved; `nodes` itself when there are none.
    package static func resolve(_ nodes: [RenderNode]) -> [RenderNode] {
        guard nodes.contains(where: \.containsBackdrop) else { return nodes }
        var plan = Plan()
        var levels = [Level(children: nodes, toRoot: .identity, path: [], branch: 0)]
        plan.visit(&levels)
        return plan.rebuild(nodes, path: [])
    }

    /// A container being walked: its children, the transform from their
    /// coordinates to the root's, its path from the root, and the index of
    /// the child being visited.
    private struct Level {
        let children: [RenderNode]
        let toRoot: CGAffineTransform
        let path: [Int]
        var branch: Int
    }

    private struct Plan {
        /// The id of each referenced drawing, by its path from the root.
        var ids: [[Int]: String] = [:]
        /// The resolved sources of each backdrop and the map from the root's coordinates to its own, by its path.
        var sources: [[Int]: (found: [RenderBackdrop.Source], fromRoot: CGAffineTransform)] = [:]
        /// Every path that leads to a referenced drawing or a backdrop.
        var touched: Set<[Int]> = []

        mutating func visit(_ levels: inout [Level]) {
            let depth = levels.count - 1
            for i in levels[depth].children.indices {
                levels[depth].branch = i
                switch levels[depth].children[i] {
                case .backdrop(let b): resolve(b, levels)
                case .group(let g) where g.children.contains(where: \.containsBackdrop):
                    let toRoot = (g.transform ?? .identity).concatenating(levels[depth].toRoot)
                    levels.append(Level(children: g.children, toRoot: toRoot, path: levels[depth].path + [i], branch: 0))
                    visit(&levels)
                    levels.removeLast()
                default: break
                }
            }
        }

        /// Records the drawings behind the backdrop at the innermost level's branch.
        mutating func resolve(_ b: RenderBackdrop, _ levels: [Level]) {
            let here = levels[levels.count - 1]
            let path = here.path + [here.branch]
            guard let reach = b.reach, here.toRoot.a * here.toRoot.d - here.toRoot.b * here.toRoot.c != 0 else { return }
            let fromRoot = here.toRoot.inverted()
            let region = reach.applying(here.toRoot)
            var found: [RenderBackdrop.Source] = []
            for level in levels {
                for j in 0..<level.branch {
                    guard let bounds = level.children[j].paintedBounds, bounds.applying(level.toRoot).intersects(region) else { continue }
                    found.append(RenderBackdrop.Source(id: id(for: level.path + [j]), transform: level.toRoot))
                }
            }
            guard !found.isEmpty else { return }
            sources[path] = (found, fromRoot)
            touch(path)
        }

        /// The id of the drawing at `path`, given the first time it is asked for.
        mutating func id(for path: [Int]) -> String {
            if let id = ids[path] { return id }
            let id = "b" + String(ids.count + 1)
            ids[path] = id
            touch(path)
            return id
        }

        /// Marks `path` and its ancestors as leading somewhere (a path is never
        /// marked without its ancestors, so the first one already marked ends it).
        mutating func touch(_ path: [Int]) {
            for n in stride(from: path.count, through: 1, by: -1) where !touched.insert(Array(path.prefix(n))).inserted { return }
        }

        /// `nodes` (at `path`) with ids on referenced drawings, sources on
        /// backdrops, and backdrops with nothing behind them left out.
        func rebuild(_ nodes: [RenderNode], path: [Int]) -> [RenderNode] {
            var out: [RenderNode] = []
            out.reserveCapacity(nodes.count)
            for (i, node) in nodes.enumerated() {
                let here = path + [i]
                guard touched.contains(here) || node.isBackdrop else { out.append(node); continue }
                var rebuilt = node
                switch node {
                case .backdrop(var b):
                    guard let resolved = sources[here] else { continue }
                    b.sources = resolved.found
                    b.fromRoot = resolved.fromRoot
                    rebuilt = .backdrop(b)
                case .group(var g):
                    g.children = rebuild(g.children, path: here)
                    rebuilt = .group(g)
                default: break
                }
                if let id = ids[here] {
                    if case .group(var g) = rebuilt, g.id == nil {
                        g.id = id
                        rebuilt = .group(g)
                    } else {
                        var wrapper = RenderGroup(children: [rebuilt])
                        wrapper.id = id
                        rebuilt = .group(wrapper)
                    }
                }
                out.append(rebuilt)
            }
            return out
        }
    }
}

extension RenderNode {
    /// Whether the node is a backdrop.
    var isBackdrop: Bool { if case .backdrop = self { return true } else { return false } }

    /// Whether the node is or holds a backdrop.
    var containsBackdrop: Bool {
        switch self {
        case .backdrop: return true
        case .group(let g): return g.children.contains(where: \.containsBackdrop)
        case .path, .text, .image: return false
        }
    }
}
