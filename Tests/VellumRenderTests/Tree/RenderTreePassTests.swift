import Foundation
import Testing
import VellumRender
import VellumGeometry

/// The passes after painting (sanitizer, culler) keep what needs no change
/// and rebuild only around what does.
@Suite("Render tree passes: keep, drop, replace")
struct RenderTreePassTests {
    private func square(_ x: CGFloat, _ width: CGFloat = 10) -> RenderNode {
        .path(RenderPath(path: Path(CGRect(x: x, y: 0, width: width, height: 10)), fill: PaintRef(.color(.black))))
    }

    @Test("An edit that keeps everything answers nil: the caller keeps its array")
    func keepAll() {
        #expect(RenderNodeEdit.apply([square(0), square(20)]) { _ in .keep } == nil)
    }

    @Test("Drops and replacements keep the order of what stays")
    func dropAndReplace() throws {
        let nodes = [square(0), square(20), square(40), square(60)]
        let out = try #require(RenderNodeEdit.apply(nodes) { node in
            switch node {
            case nodes[1]: .drop
            case nodes[2]: .replace(square(99))
            default: .keep
            }
        })
        #expect(out == [square(0), square(99), square(60)])
    }

    @Test("The sanitizer drops a zero-width fill deep in a group and keeps its sibling")
    func sanitizerDeep() {
        let inner = RenderNode.group(RenderGroup(children: [square(0), square(20, 0)]))
        let tree: [RenderNode] = [.group(RenderGroup(children: [inner, square(40)]))]
        let cleaned = RenderTreeSanitizer.clean(tree)
        #expect(cleaned == [.group(RenderGroup(children: [.group(RenderGroup(children: [square(0)])), square(40)]))])
        // A clean tree comes back as it was.
        #expect(RenderTreeSanitizer.clean(cleaned) == cleaned)
    }

    @Test("The culler drops what lies outside and a group left empty")
    func cullerDeep() {
        let outside = RenderNode.group(RenderGroup(children: [square(500)]))
        let tree: [RenderNode] = [.group(RenderGroup(children: [square(0), outside]))]
        let culled = RenderTreeCuller.cull(tree, visible: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(culled == [.group(RenderGroup(children: [square(0)]))])
        #expect(RenderTreeCuller.cull(culled, visible: CGRect(x: 0, y: 0, width: 100, height: 100)) == culled)
    }
}
