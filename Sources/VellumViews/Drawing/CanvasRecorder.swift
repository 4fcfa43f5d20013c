import Foundation
import VellumCore
import VellumGeometry
import VellumLayout

/// What one run of a canvas's renderer drew: layout nodes, each the size of
/// the canvas, in drawing order. A reference, shared by a context and the
/// copies the renderer makes of it (SwiftUI's `GraphicsContext` is a value
/// whose drawing goes to one shared destination too).
final class CanvasRecorder {
    let lowering: LoweringContext
    let size: CGSize
    let text: (any TextEngine)?
    let symbols: [CanvasSymbol]
    var nodes: [LayoutNode] = []
    /// The first error a command met (a colour or image the renderer cannot
    /// resolve); rethrown when the canvas is laid out.
    var failure: (any Error)?

    init(lowering: LoweringContext, size: CGSize, text: (any TextEngine)?, symbols: [CanvasSymbol]) {
        self.lowering = lowering; self.size = size; self.text = text; self.symbols = symbols
    }

    /// A recorder for a layer: the same canvas, its own list of nodes.
    func layer() -> CanvasRecorder {
        CanvasRecorder(lowering: lowering, size: size, text: text, symbols: symbols)
    }

    /// Runs `body`, keeping its first error for `finish()`.
    func attempt(_ body: () throws -> Void) {
        do { try body() } catch { if failure == nil { failure = error } }
    }

    /// Everything drawn, stacked from the canvas's top-leading corner.
    func finish() throws -> LayoutNode {
        if let failure { throw failure }
        return isolated(stack(nodes))
    }

    /// `nodes` drawn over one another in a canvas-sized box.
    func stack(_ nodes: [LayoutNode]) -> LayoutNode {
        LayoutNode(.layout(LayoutBox(ZStackLayout(alignment: .topLeading))), children: [LayoutNode(.leaf(.fixed(size)), name: "Canvas")] + nodes, name: "Canvas")
    }

    /// `children` in a frame the size of the canvas, from its top-leading corner.
    func canvasBox(_ children: [LayoutNode]) -> LayoutNode {
        LayoutNode(.frame(width: size.width, height: size.height, alignment: .topLeading), children: children, name: "Canvas")
    }

    /// `node` at its ideal size with its `anchor` point at `point` of the canvas.
    func placed(_ node: LayoutNode, at point: CGPoint, anchor: UnitPoint) -> LayoutNode {
        var ideal = LayoutNode(.fixedSize(horizontal: true, vertical: true), children: [node], name: "Canvas")
        let (ax, ay) = (anchor.x, anchor.y)
        ideal.guides = [
            GuideOverride(guide: .horizontal(.leading)) { $0.width * ax },
            GuideOverride(guide: .vertical(.top)) { $0.height * ay },
        ]
        let pinned = LayoutNode(.frame(width: 0, height: 0, alignment: .topLeading), children: [ideal], name: "Canvas")
        return canvasBox([LayoutNode(.offset(CGSize(width: point.x, height: point.y)), children: [pinned], name: "Canvas")])
    }

    /// `node` proposed and framed to `rect` of the canvas.
    func framed(_ node: LayoutNode, in rect: CGRect, alignment: Alignment = .topLeading) -> LayoutNode {
        let box = LayoutNode(.frame(width: Swift.max(0, rect.width), height: Swift.max(0, rect.height), alignment: alignment),
                             children: [node], name: "Canvas")
        return canvasBox([LayoutNode(.offset(CGSize(width: rect.minX, height: rect.minY)), children: [box], name: "Canvas")])
    }
}

/// One of a canvas's `symbols:` views, lowered, with its tag.
struct CanvasSymbol {
    let tag: AnyHashable?
    let node: LayoutNode
}
