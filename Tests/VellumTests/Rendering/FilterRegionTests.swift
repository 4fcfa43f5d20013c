import Foundation
import Testing
import Vellum

/// Filter regions: large blur radii and shadows far from what casts them are
/// not cut off by the `<filter>` region, in Chromium and librsvg.
@Suite("Rendering: filter regions")
struct FilterRegionTests {
    func phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.0.squareRoot())) }

    @Test("blur(radius: 30): the tail 1.5σ and 2σ outside the edge is drawn")
    func largeBlur() throws {
        // A black 100-pt square in the middle of 400 pt (150…250), σ = 30.
        let shot = try RenderedPair(Color.black.frame(width: 100, height: 100).blur(radius: 30),
                                    size: CGSize(width: 400, height: 400), name: "region-blur-30")
        for d in [45.0, 60] {
            let cover = (phi(-d / 30) - phi(-(d + 100) / 30)) * (phi(50.0 / 30) - phi(-50.0 / 30))
            let e = Int((255 * (1 - cover)).rounded())
            try shot.expect(250 + d, 200, near: [e, e, e], tolerance: 3, "\(d) pt right of the edge")
            try shot.expect(200, 150 - d, near: [e, e, e], tolerance: 3, "\(d) pt above the edge")
        }
    }

    @Test("A shadow 120 pt away from its view is drawn whole")
    func farShadow() throws {
        let view = Rectangle().fill(Color.blue).frame(width: 40, height: 40)
            .shadow(color: .black, radius: 4, x: 120, y: 80)
            .frame(width: 300, height: 240, alignment: .topLeading)
        let shot = try RenderedPair(view, size: CGSize(width: 300, height: 240), name: "region-shadow-far")
        // The square is at (0…40, 0…40); its shadow at (120…160, 80…120).
        try shot.expect(140, 100, near: [0, 0, 0], tolerance: 8, "the shadow's middle")
        try shot.expect(158, 118, "the shadow's far corner, inside its blur") { $0[0] < 160 }
        try shot.expect(20, 20, near: [0, 122, 255], tolerance: 4, "the square")
    }

    @Test("An inner shadow offset 30 pt darkens a 30-pt band inside the leading edge")
    func farInnerShadow() throws {
        let view = Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 2, x: 30, y: 0)))
            .frame(width: 80, height: 80)
        let shot = try RenderedPair(view, size: CGSize(width: 120, height: 120), name: "region-inner-far")
        try shot.expect(35, 60, "inside the band") { $0[0] < 40 }
        try shot.expect(70, 60, near: [255, 255, 255], tolerance: 4, "past the band")
    }

    @Test("A canvas shadow filter with a large offset is drawn whole")
    func canvasFarShadow() throws {
        let canvas = Canvas { context, _ in
            context.addFilter(.shadow(color: .black, radius: 3, x: 100, y: 0))
            context.fill(Path(CGRect(x: 10, y: 40, width: 40, height: 40)), with: .color(.red))
        }
        let shot = try RenderedPair(canvas, size: CGSize(width: 200, height: 120), name: "region-canvas-shadow")
        try shot.expect(130, 60, near: [0, 0, 0], tolerance: 8, "the shadow, 100 pt to the right")
        try shot.expect(30, 60, near: [255, 59, 48], tolerance: 4, "the square")
    }
}
