import Foundation
import Testing
import VellumCore
import VellumGeometry
@testable import VellumRender

@Suite("Render tree bounds: mask and filter regions")
struct RenderNodeBoundsTests {
    func rect(_ r: CGRect) -> RenderNode { .path(RenderPath(path: Path(r), fill: PaintRef(.color(.black)))) }

    @Test("A stroke's bounds grow by half the width times the miter limit")
    func strokeBounds() throws {
        let p = RenderNode.path(RenderPath(path: Path(CGRect(x: 10, y: 10, width: 10, height: 10)), stroke: PaintRef(.color(.black)),
                                           strokeStyle: StrokeStyle(lineWidth: 2, lineJoin: .round)))
        let b = try #require(p.paintedBounds)
        #expect(abs(b.minX - (10 - 2.0.squareRoot())) < 1e-9)
    }

    @Test("Transforms, clips and shadows move and grow a group's bounds")
    func groupBounds() throws {
        var g = RenderGroup(children: [rect(CGRect(x: 0, y: 0, width: 10, height: 10))])
        g.transform = CGAffineTransform(translationX: 100, y: 0)
        #expect(RenderNode.group(g).paintedBounds == CGRect(x: 100, y: 0, width: 10, height: 10))
        g.transform = nil
        g.clip = RenderClip(path: Path(CGRect(x: 5, y: 5, width: 50, height: 50)), evenOdd: false)
        #expect(RenderNode.group(g).paintedBounds == CGRect(x: 5, y: 5, width: 5, height: 5))
        g.clip = RenderClip(path: Path(CGRect(x: 50, y: 50, width: 5, height: 5)), evenOdd: false)
        #expect(RenderNode.group(g).paintedBounds == nil)
    }

    @Test("A group with a non-finite clip, shadow or transform has no bounds (and nothing traps)")
    func nonFiniteEffects() {
        let child = rect(CGRect(x: 0, y: 0, width: 10, height: 10))
        var clipped = RenderGroup(children: [child])
        clipped.clip = RenderClip(path: Path(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 5)), evenOdd: false)
        #expect(RenderNode.group(clipped).paintedBounds == nil)
        var shadowed = RenderGroup(children: [child])
        shadowed.shadow = RenderShadow(color: .black, radius: .infinity, offset: CGSize(width: CGFloat.nan, height: 0))
        #expect(RenderNode.group(shadowed).paintedBounds == nil)
        var moved = RenderGroup(children: [child])
        moved.transform = CGAffineTransform(translationX: .infinity, y: 0)
        #expect(RenderNode.group(moved).paintedBounds == nil)
    }

    @Test("The shadow region holds the content and three deviations of blur around the offset copy")
    func shadowRegion() throws {
        var g = RenderGroup(children: [rect(CGRect(x: 0, y: 0, width: 10, height: 10))])
        g.shadow = RenderShadow(color: .black, radius: 10, offset: CGSize(width: 5, height: 0))
        let r = try #require(g.shadowRegion)
        // σ = 5, 3σ = 15, plus a point of slack for the blur and one for the region:
        // x from min(0, 5 − 16) − 1 to max(10, 15 + 16) + 1, y from −17 to 27.
        #expect(r == CGRect(x: -12, y: -17, width: 44, height: 44))
    }

    @Test("The mask region is the mask's bounds, a point larger")
    func maskRegion() throws {
        var g = RenderGroup(children: [rect(CGRect(x: 0, y: 0, width: 100, height: 100))])
        g.mask = [rect(CGRect(x: 10, y: 20, width: 30, height: 40))]
        #expect(g.maskRegion == CGRect(x: 9, y: 19, width: 32, height: 42))
    }

    @Test("Masks are whitened keeping alpha, so luminance masking equals alpha masking")
    func whitened() {
        let n = RenderNode.path(RenderPath(path: Path(CGRect(x: 0, y: 0, width: 1, height: 1)), fill: PaintRef(.color(RGBAColor(255, 0, 0, 0.4)))))
        guard case .path(let p) = n.whitenedForMask, case .color(let c)? = p.fill?.paint else { Issue.record("not a path"); return }
        #expect(c == RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.4))
    }
}
