import Foundation
import VellumCore
import VellumGeometry

/// Draws the Porter–Duff blend modes SVG has no keyword for
/// (`destinationOut`, `destinationOver`, `sourceAtop`) with masks and
/// reordering, so the emitter only sees `normal` for them.
///
/// The destination of a node is what is drawn before it in the same list of
/// siblings (a flattened stack, a `compositingGroup`, a `Canvas`):
///
/// - `destinationOut` erases it by the node's alpha: the siblings before it
///   are masked by the inverse of the node's alpha, and the node is not drawn.
/// - `destinationOver` draws the node under them.
/// - `sourceAtop` draws the node only where they are, masked by their alpha
///   (exact over an opaque destination; over a translucent one the
///   destination shows through a little more than Core Graphics draws it).
package enum PorterDuffCompositor {
    /// `nodes` with every Porter–Duff blend mode resolved, at every depth.
    package static func resolve(_ nodes: [RenderNode]) -> [RenderNode] {
        guard nodes.contains(where: \.containsPorterDuff) else { return nodes }
        var out: [RenderNode] = []
        for node in nodes {
            let (inner, mode) = unblended(resolved(node))
            switch mode {
            case .destinationOut:
                guard !out.isEmpty else { continue }
                guard let bounds = RenderNode.union(out.compactMap(\.paintedBounds)) else { continue }
                var erased = RenderGroup(children: out)
                erased.mask = inverseMask(of: inner, over: bounds.insetBy(dx: -1, dy: -1))
                out = [.group(erased)]
            case .destinationOver:
                out.insert(inner, at: 0)
            case .sourceAtop:
                guard !out.isEmpty else { continue }
                var atop = RenderGroup(children: [inner])
                atop.mask = out
                out.append(.group(atop))
            default:
                out.append(inner)
            }
        }
        return out
    }

    /// A mask whose alpha is 1 − the alpha of `node`, over `region`: white
    /// over the region with the node drawn black on it, its red turned into
    /// alpha (`feColorMatrix`), so a viewer needs nothing but a filter and a mask.
    package static func inverseMask(of node: RenderNode, over region: CGRect) -> [RenderNode] {
        let white = RenderPath(path: Path(region), fill: PaintRef(.color(RGBAColor(red: 1, green: 1, blue: 1, alpha: 1))))
        var black = RenderGroup(children: [node])
        black.filters = [.colorMatrix(.blackKeepingAlpha)]
        var inverted = RenderGroup(children: [.path(white), .group(black)])
        inverted.filters = [.colorMatrix(.alphaFromRed)]
        return [.group(inverted)]
    }

    /// The node inside groups and masks resolved.
    private static func resolved(_ node: RenderNode) -> RenderNode {
        guard case .group(var g) = node, node.containsPorterDuff else { return node }
        g.children = resolve(g.children)
        if let m = g.mask { g.mask = resolve(m) }
        return .group(g)
    }

    /// The node drawn normally, and the Porter–Duff mode it asked for (`.normal` if none).
    private static func unblended(_ node: RenderNode) -> (RenderNode, BlendMode) {
        switch node {
        case .group(var g) where g.blendMode.isPorterDuff:
            let mode = g.blendMode
            g.blendMode = .normal
            return (g.isPlain && g.children.count == 1 ? g.children[0] : .group(g), mode)
        case .path(var p) where p.blendMode.isPorterDuff:
            let mode = p.blendMode
            p.blendMode = .normal
            return (.path(p), mode)
        default:
            return (node, .normal)
        }
    }
}

extension BlendMode {
    /// Whether the mode is one `PorterDuffCompositor` draws.
    var isPorterDuff: Bool { self == .destinationOut || self == .destinationOver || self == .sourceAtop }
}

extension RenderNode {
    /// Whether the node or anything in it (masks too) uses a Porter–Duff mode.
    var containsPorterDuff: Bool {
        switch self {
        case .path(let p): return p.blendMode.isPorterDuff
        case .text, .image, .backdrop: return false
        case .group(let g):
            return g.blendMode.isPorterDuff || g.children.contains(where: \.containsPorterDuff)
                || (g.mask?.contains(where: \.containsPorterDuff) ?? false)
        }
    }
}

extension FilterColorMatrix {
    /// Black at the input's own alpha.
    static let blackKeepingAlpha = FilterColorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0])
    /// The input's red as alpha (white: opaque, black: clear).
    static let alphaFromRed = FilterColorMatrix([0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0])
}
