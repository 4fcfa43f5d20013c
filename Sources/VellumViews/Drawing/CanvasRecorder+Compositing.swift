import Foundation
import VellumCore
import VellumGeometry
import VellumLayout

/// The Porter–Duff blend modes of a `GraphicsContext`, drawn with masks.
///
/// `destinationOut`, `destinationOver` and `sourceAtop` are blend modes views
/// have too: the painter draws them (`PorterDuffCompositor`) against what the
/// canvas drew before. The others rewrite what the canvas drew so far
/// ("old") with the new operation ("new"), each a group of its own:
///
/// | mode | drawn as |
/// |---|---|
/// | `clear` | old erased by new (`destinationOut`) |
/// | `copy` | old erased by new, then new |
/// | `sourceIn` | new masked by old; old removed |
/// | `sourceOut` | new erased by old; old removed |
/// | `destinationIn` | old masked by new |
/// | `destinationAtop` | new erased by old, then old masked by new |
/// | `xor` | old erased by new, then new erased by old |
extension CanvasRecorder {
    /// Adds `node`, drawn with `kind`, to what the canvas drew.
    func composite(_ node: LayoutNode, _ kind: GraphicsContext.BlendMode.Kind) {
        let old = nodes.isEmpty ? nil : isolated(stack(nodes))
        switch kind {
        case .blend(let mode):
            nodes.append(mode == .normal ? node : effect(.blendMode(mode), node))
        case .clear:
            nodes.append(effect(.blendMode(.destinationOut), node))
        case .copy:
            nodes.append(effect(.blendMode(.destinationOut), node))
            nodes.append(node)
        case .sourceIn:
            nodes = old.map { [masked(node, by: $0)] } ?? []
        case .sourceOut:
            nodes = [old.map { erased(node, by: $0) } ?? node]
        case .destinationIn:
            nodes = old.map { [masked($0, by: node)] } ?? []
        case .destinationAtop:
            nodes = old.map { [erased(node, by: $0), masked($0, by: node)] } ?? [node]
        case .xor:
            nodes = old.map { [erased($0, by: node), erased(node, by: $0)] } ?? [node]
        }
    }

    /// `node` as a compositing group: blend modes inside it stay inside.
    func isolated(_ node: LayoutNode) -> LayoutNode { effect(.compositingGroup, node) }

    /// A mask that lets through what `mask` leaves clear, within the canvas.
    func inverse(of mask: LayoutNode) -> LayoutNode {
        let white = layer()
        GraphicsContext(recorder: white).fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
        return erased(white.stack(white.nodes), by: mask)
    }

    /// `node` with `eraser`'s alpha cut out of it.
    private func erased(_ node: LayoutNode, by eraser: LayoutNode) -> LayoutNode {
        isolated(stack([node, effect(.blendMode(.destinationOut), eraser)]))
    }

    /// `node` where `mask` has alpha.
    private func masked(_ node: LayoutNode, by mask: LayoutNode) -> LayoutNode {
        LayoutNode(.mask(.topLeading), children: [node, mask], name: "Canvas")
    }

    private func effect(_ effect: Effect, _ node: LayoutNode) -> LayoutNode {
        LayoutNode(.effect(effect), children: [node], name: "Canvas")
    }
}
