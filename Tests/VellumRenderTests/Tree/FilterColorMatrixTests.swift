import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumRender

/// SwiftUI's colour matrices (decompiled `_ColorMatrix` initialisers) and
/// the regions filters need.
@Suite("FilterColorMatrix and RenderFilter: SwiftUI's numbers, regions that never cut")
struct FilterColorMatrixTests {
    func near(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-9) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test("brightness adds to red, green and blue; contrast scales about 0.5")
    func brightnessContrast() {
        #expect(FilterColorMatrix.brightness(0.25).values == [1, 0, 0, 0, 0.25, 0, 1, 0, 0, 0.25, 0, 0, 1, 0, 0.25, 0, 0, 0, 1, 0])
        #expect(FilterColorMatrix.contrast(1.5).values == [1.5, 0, 0, 0, -0.25, 0, 1.5, 0, 0, -0.25, 0, 0, 1.5, 0, -0.25, 0, 0, 0, 1, 0])
        // Mid-grey is the fixed point of contrast.
        let grey = FilterColorMatrix.contrast(3).apply(RGBAColor(red: 0.5, green: 0.5, blue: 0.5))
        #expect(abs(grey.red - 0.5) < 1e-12)
    }

    @Test("saturation 0 and grayscale 1 are Rec. 709 luma; grayscale(a) is saturation(1 − a)")
    func saturationGrayscale() {
        let luma = [0.2126, 0.7152, 0.0722, 0, 0]
        #expect(near(FilterColorMatrix.saturation(0).values, luma + luma + luma + [0, 0, 0, 1, 0]))
        #expect(near(FilterColorMatrix.grayscale(1).values, FilterColorMatrix.saturation(0).values))
        #expect(near(FilterColorMatrix.grayscale(0.3).values, FilterColorMatrix.saturation(0.7).values))
        #expect(FilterColorMatrix.saturation(1).isIdentity && FilterColorMatrix.grayscale(0).isIdentity)
        #expect(FilterColorMatrix.saturation(-2) == FilterColorMatrix.saturation(0))
        // Pure red at saturation 0: 0.2126 everywhere.
        let red = FilterColorMatrix.saturation(0).apply(RGBAColor(red: 1, green: 0, blue: 0))
        #expect(abs(red.red - 0.2126) < 1e-12 && abs(red.green - 0.2126) < 1e-12 && abs(red.blue - 0.2126) < 1e-12)
    }

    @Test("hueRotation uses _ColorMatrix's constants; 0° is the identity and greys stay grey")
    func hueRotation() {
        #expect(near(FilterColorMatrix.hueRotation(radians: 0).values, FilterColorMatrix.identity.values, 1e-4))
        let m = FilterColorMatrix.hueRotation(radians: .pi / 2).values
        // cos = 0, sin = 1: m11 = 0.2126 + 0.7873·0 − 0.2126 = 0, m13 = 0.0722 + 0.9278 = 1, m22 = 0.7152 + 0.14 …
        #expect(near([m[0], m[1], m[2], m[5], m[6], m[7], m[10], m[11], m[12]],
                     [0, 0, 1, 0.2126 + 0.143, 0.7152 + 0.14, 0.0722 - 0.283, 0.2126 - 0.7873, 0.7152 * 2, 0.0722 + 0.0722], 1e-12))
        let grey = FilterColorMatrix.hueRotation(radians: 1).apply(RGBAColor(red: 0.4, green: 0.4, blue: 0.4))
        #expect(abs(grey.red - 0.4) < 1e-3 && abs(grey.green - 0.4) < 1e-3 && abs(grey.blue - 0.4) < 1e-3)
    }

    @Test("colorInvert, colorMultiply and luminanceToAlpha")
    func others() {
        #expect(FilterColorMatrix.colorInvert.apply(RGBAColor(red: 1, green: 0.25, blue: 0)) == RGBAColor(red: 0, green: 0.75, blue: 1))
        #expect(FilterColorMatrix.colorInvert(amount: 1) == .colorInvert && FilterColorMatrix.colorInvert(amount: 0).isIdentity)
        let m = FilterColorMatrix.colorMultiply(RGBAColor(red: 0.5, green: 1, blue: 0, alpha: 0.5))
        #expect(m.apply(RGBAColor(red: 1, green: 0.5, blue: 1)) == RGBAColor(red: 0.5, green: 0.5, blue: 0, alpha: 0.5))
        let white = FilterColorMatrix.luminanceToAlpha.apply(.white)
        #expect(white.red == 0 && abs(white.alpha - 1) < 1e-12)
        #expect(abs(FilterColorMatrix.luminanceToAlpha.apply(RGBAColor(red: 0, green: 1, blue: 0)).alpha - 0.7152) < 1e-12)
    }

    @Test("Concatenation applies the first matrix, then the second")
    func concatenation() {
        let both = FilterColorMatrix.colorInvert.concatenating(after: .brightness(0.25))
        let c = RGBAColor(red: 0.5, green: 0.25, blue: 0)
        #expect(both.apply(c) == FilterColorMatrix.colorInvert.apply(FilterColorMatrix.brightness(0.25).apply(c)))
    }

    @Test("Non-finite inputs give neutral matrices")
    func nonFinite() {
        #expect(FilterColorMatrix.brightness(.nan).isIdentity && FilterColorMatrix.contrast(.infinity).isIdentity)
        #expect(near(FilterColorMatrix.hueRotation(radians: .nan).values, FilterColorMatrix.identity.values, 1e-3))
        #expect(FilterColorMatrix.saturation(.nan).isIdentity)
    }

    @Test("A blur's bounds grow by 3σ + 1; an opaque blur's and a colour matrix's do not")
    func bounds() {
        let square = RenderNode.path(RenderPath(path: Path(CGRect(x: 0, y: 0, width: 10, height: 10)), fill: PaintRef(.color(.black))))
        func bounds(_ f: RenderFilter) -> CGRect? {
            var g = RenderGroup(children: [square]); g.filters = [f]
            return RenderNode.group(g).paintedBounds
        }
        #expect(bounds(.blur(radius: 2, opaque: false)) == CGRect(x: -7, y: -7, width: 24, height: 24))
        #expect(bounds(.blur(radius: 2, opaque: true)) == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(bounds(.colorMatrix(.colorInvert)) == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(bounds(.shadow(color: .black, radius: 4, offset: CGSize(width: 5, height: 0), inner: false))
                == CGRect(x: -2, y: -7, width: 24, height: 24))
        #expect(bounds(.shadow(color: .black, radius: 4, offset: CGSize(width: 5, height: 0), inner: true))
                == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("The sanitizer drops neutral and non-finite filters")
    func sanitized() {
        let square = RenderNode.path(RenderPath(path: Path(CGRect(x: 0, y: 0, width: 10, height: 10)), fill: PaintRef(.color(.black))))
        var g = RenderGroup(children: [square])
        g.filters = [.blur(radius: 0, opaque: false), .blur(radius: .nan, opaque: false), .colorMatrix(.identity), .colorMatrix(.colorInvert)]
        guard case .group(let kept)? = RenderTreeSanitizer.clean([.group(g)]).first else { Issue.record("group dropped"); return }
        #expect(kept.filters == [.colorMatrix(.colorInvert)])
    }
}
