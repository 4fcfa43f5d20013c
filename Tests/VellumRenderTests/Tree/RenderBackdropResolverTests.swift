import Foundation
import Testing
import VellumCore
import VellumRender
import VellumGeometry

/// Backdrops learn which earlier drawings lie behind them, and those
/// drawings get ids in the order they are first needed.
@Suite("Render tree: backdrops resolved to the drawings behind them")
struct RenderBackdropResolverTests {
    private func square(_ x: CGFloat, _ y: CGFloat = 0, _ size: CGFloat = 10) -> RenderNode {
        .path(RenderPath(path: Path(CGRect(x: x, y: y, width: size, height: size)), fill: PaintRef(.color(.black))))
    }

    private func backdrop(_ rect: CGRect, blur: CGFloat = 2) -> RenderNode {
        .backdrop(RenderBackdrop(shape: RenderClip(path: Path(rect), evenOdd: false), blur: BackdropBlur(radius: blur, saturation: 1)))
    }

    private func sources(_ node: RenderNode) -> [RenderBackdrop.Source]? {
        guard case .backdrop(let b) = node else { return nil }
        return b.sources
    }

    @Test("Earlier siblings within the blur's reach get ids; farther ones and later ones do not")
    func siblings() throws {
        // Reach of a 2 pt blur: 7 pt around the shape (3σ + 1).
        let tree = [square(0), square(100), backdrop(CGRect(x: 5, y: 5, width: 10, height: 10)), square(2)]
        let out = RenderBackdropResolver.resolve(tree)
        #expect(out.count == 4)
        var near = RenderGroup(children: [square(0)])
        near.id = "b1"
        #expect(out[0] == .group(near))
        #expect(out[1] == square(100))
        #expect(out[3] == square(2))
        #expect(try #require(sources(out[2])) == [RenderBackdrop.Source(id: "b1", transform: .identity)])
    }

    @Test("Drawings before an ancestor are placed in the document's coordinates; a group is given the id itself")
    func ancestors() throws {
        var moved = RenderGroup(children: [square(12), backdrop(CGRect(x: 0, y: 0, width: 10, height: 10))])
        moved.transform = CGAffineTransform(translationX: 50, y: 0)
        let under = RenderNode.group(RenderGroup(children: [square(50), square(60)]))
        let out = RenderBackdropResolver.resolve([under, .group(moved)])
        guard case .group(let first) = out[0], case .group(let second) = out[1] else { Issue.record("groups expected"); return }
        #expect(first.id == "b1" && first.children.count == 2)
        // The group's own child before the backdrop (at x 12, 2 pt away in its coordinates) is behind it too.
        #expect(second.children[0] == { var g = RenderGroup(children: [square(12)]); g.id = "b2"; return RenderNode.group(g) }())
        let found = try #require(sources(second.children[1]))
        #expect(found.map(\.id) == ["b1", "b2"])
        // Each source is placed in the document's coordinates: the root's drawing as it is, the
        // group's child moved 50 pt as the group is; the backdrop maps the document's back by −50.
        #expect(found[0].transform == .identity)
        #expect(found[1].transform == CGAffineTransform(translationX: 50, y: 0))
        guard case .backdrop(let b) = second.children[1] else { Issue.record("a backdrop expected"); return }
        #expect(b.fromRoot == CGAffineTransform(translationX: -50, y: 0))
    }

    @Test("A backdrop with nothing behind it is left out; a tree without backdrops is returned as it is")
    func nothingBehind() {
        let tree = [square(100), backdrop(CGRect(x: 0, y: 0, width: 10, height: 10))]
        #expect(RenderBackdropResolver.resolve(tree) == [square(100)])
        let plain = [square(0), .group(RenderGroup(children: [square(20)]))]
        #expect(RenderBackdropResolver.resolve(plain) == plain)
    }

    @Test("One drawing behind two backdrops has one id; an earlier backdrop is itself behind a later one")
    func shared() throws {
        let first = backdrop(CGRect(x: 0, y: 0, width: 10, height: 10))
        let out = RenderBackdropResolver.resolve([square(0), first, backdrop(CGRect(x: 2, y: 2, width: 6, height: 6))])
        #expect(try #require(sources(out[2])).map(\.id) == ["b1", "b2"])
        guard case .group(let wrapped) = out[1], wrapped.id == "b2" else { Issue.record("the first backdrop wrapped with id b2"); return }
        #expect(try #require(sources(wrapped.children[0])).map(\.id) == ["b1"])
    }
}
