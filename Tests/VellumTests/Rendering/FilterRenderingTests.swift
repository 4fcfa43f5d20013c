import Testing
import Foundation
import Vellum
import VellumTestSupport

/// Colour filters, blur, shape-style shadows and compositing groups, drawn
/// by Chromium and librsvg: probed pixels equal SwiftUI's formulas.
@Suite("Rendering: filters")
struct FilterRenderingTests {
    let canvas = CGSize(width: 120, height: 120)
    /// sRGB components of the test colour, exactly representable in 8 bits.
    let base = (r: 0.8, g: 0.2, b: 0.4)
    var swatch: some View { Color(red: 0.8, green: 0.2, blue: 0.4).frame(width: 80, height: 80) }
    /// Rec. 709 luma of `base`, on sRGB-encoded components.
    var luma: Double { 0.2126 * base.r + 0.7152 * base.g + 0.0722 * base.b }

    func bytes(_ r: Double, _ g: Double, _ b: Double) -> [Int] {
        [r, g, b].map { Int((Swift.min(1, Swift.max(0, $0)) * 255).rounded()) }
    }

    @Test("saturation, grayscale, brightness, contrast, colorInvert, colorMultiply: the matrix's colour in both renderers")
    func colourMatrices() throws {
        let s = 0.3, l = luma
        let cases: [(String, AnyView, [Int])] = [
            ("saturation", AnyView(swatch.saturation(s)), bytes(l + s * (base.r - l), l + s * (base.g - l), l + s * (base.b - l))),
            ("grayscale", AnyView(swatch.grayscale(1)), bytes(l, l, l)),
            ("brightness", AnyView(swatch.brightness(0.2)), bytes(base.r + 0.2, base.g + 0.2, base.b + 0.2)),
            ("contrast", AnyView(swatch.contrast(0.5)), bytes(0.5 * base.r + 0.25, 0.5 * base.g + 0.25, 0.5 * base.b + 0.25)),
            ("colorInvert", AnyView(swatch.colorInvert()), bytes(1 - base.r, 1 - base.g, 1 - base.b)),
            ("colorMultiply", AnyView(swatch.colorMultiply(Color(red: 0.5, green: 1, blue: 0.5))), bytes(base.r * 0.5, base.g, base.b * 0.5)),
        ]
        for (name, view, expected) in cases {
            let shot = try RenderedPair(view, size: canvas, name: "filter-\(name)")
            #expect(try SVGQuery(shot.svg).values(of: "color-interpolation-filters").contains("sRGB"), "\(name) interpolates in sRGB")
            try shot.expect(60, 60, near: expected, tolerance: 2, "\(name) at the centre")
            try shot.expect(21, 21, near: expected, tolerance: 2, "\(name) near the edge")
        }
    }

    @Test("hueRotation by 120° with _ColorMatrix's constants")
    func hueRotation() throws {
        let a = 2 * Double.pi / 3, c = cos(a), s = sin(a), k = 1 - c
        let m = [0.2126 + 0.7873 * c - 0.2126 * s, 0.7152 * k - 0.7152 * s, 0.0722 * k + 0.9278 * s,
                 0.2126 * k + 0.143 * s, 0.7152 + 0.2848 * c + 0.14 * s, 0.0722 * k - 0.283 * s,
                 0.2126 * k - 0.7873 * s, 0.7152 * k + 0.7152 * s, 0.0722 + 0.9278 * c + 0.0722 * s]
        let v = [base.r, base.g, base.b]
        let out = (0..<3).map { row in (0..<3).reduce(0.0) { $0 + m[row * 3 + $1] * v[$1] } }
        let shot = try RenderedPair(swatch.hueRotation(.degrees(120)), size: canvas, name: "filter-hue")
        try shot.expect(60, 60, near: bytes(out[0], out[1], out[2]), tolerance: 2, "rotated hue")
    }

    @Test("luminanceToAlpha: black at the colour's luma as alpha, over white")
    func luminanceToAlpha() throws {
        let shot = try RenderedPair(swatch.luminanceToAlpha(), size: canvas, name: "filter-luminance")
        let v = 1 - luma
        try shot.expect(60, 60, near: bytes(v, v, v), tolerance: 2, "black at alpha = luma")
    }

    @Test("blur: a Gaussian of σ = radius, spread past the frame and not cut by the filter region")
    func blur() throws {
        // A black 20-pt square in the middle (50…70), σ = 5.
        let shot = try RenderedPair(Color.black.frame(width: 20, height: 20).blur(radius: 5), size: canvas, name: "filter-blur")
        func phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.0.squareRoot())) }
        /// Coverage at distance d right of the square's right edge, on its middle row.
        func coverage(_ d: Double) -> Double { (phi(-d / 5) - phi(-(d + 20) / 5)) * (phi(2) - phi(-2)) }
        for d in [0.0, 2, 8, 12] {
            let expected = 255 * (1 - coverage(d + 0.5))
            let e = Int(expected.rounded())
            try shot.expect(70 + d, 60, near: [e, e, e], tolerance: 6, "blurred at \(d) pt outside the edge")
        }
        // 3σ and more past the edge: as good as white, with no hard edge before.
        try shot.expect(86, 60, "fades out") { $0[0] >= 252 }
    }

    @Test("blur(opaque: true) keeps the frame, opaque to its corners")
    func opaqueBlur() throws {
        let view = HStack(spacing: 0) { Color.red; Color.blue }.frame(width: 60, height: 60).blur(radius: 6, opaque: true)
        let shot = try RenderedPair(view, size: canvas, name: "filter-blur-opaque")
        try shot.expect(31, 31, "the corner stays red and opaque") { $0[0] >= 230 && $0[1] <= 90 && $0[2] <= 90 }
        try shot.expect(28, 60, near: [255, 255, 255], tolerance: 1, "nothing spreads outside the frame")
        try shot.expect(60, 60, "the two halves mix in the middle") { $0[0] > 80 && $0[2] > 80 }
    }

    @Test("A drop-shadow style draws under the shape; an inner one only inside it")
    func shadowStyles() throws {
        let drop = try RenderedPair(Rectangle().fill(Color.white.shadow(.drop(color: .black, radius: 8))).frame(width: 60, height: 60),
                                    size: canvas, name: "style-shadow-drop")
        try drop.expect(60, 60, near: [255, 255, 255], tolerance: 1, "the shape over its shadow")
        try drop.expect(28, 60, "the shadow outside the edge") { $0[0] < 200 }
        let inner = try RenderedPair(Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 8))).frame(width: 60, height: 60),
                                     size: canvas, name: "style-shadow-inner")
        try inner.expect(31, 60, "the shadow just inside the edge") { $0[0] < 200 }
        try inner.expect(60, 60, "the middle is almost clear") { $0[0] > 235 }
        try inner.expect(28, 60, near: [255, 255, 255], tolerance: 1, "nothing outside the shape")
        try inner.expect(20, 60, near: [255, 255, 255], tolerance: 1, "nothing further out")
    }

    @Test("foregroundStyle with an inner shadow on text")
    func textInnerShadow() throws {
        let shot = try RenderedPair(Text("Hi").font(.system(size: 60, weight: .black)).foregroundStyle(.red.shadow(.inner(radius: 2))),
                                    size: canvas, name: "style-shadow-text")
        #expect(try SVGQuery(shot.svg).values(of: "operator").contains("out"))
    }

    @Test("compositingGroup keeps blending inside; drawingGroup too")
    func compositing() throws {
        let view = ZStack {
            Color.yellow.frame(width: 80, height: 80)
            Circle().fill(Color.blue).frame(width: 50, height: 50).blendMode(.multiply)
        }
        .compositingGroup()
        .opacity(0.5)
        let shot = try RenderedPair(view, size: canvas, name: "compositing-group")
        #expect(try SVGQuery(shot.svg).has("g", with: ["style": "isolation:isolate"]))
        let drawn = try SVGRenderer(content: view.drawingGroup(), size: canvas).svg()
        #expect(try SVGQuery(drawn).has("g", with: ["style": "isolation:isolate"]))
    }

    @Test("A mask made of a luminance-to-alpha view masks by its alpha")
    func luminanceMask() throws {
        let view = Color.blue.frame(width: 80, height: 80).mask { Color.white.luminanceToAlpha() }
        let shot = try RenderedPair(view, size: canvas, name: "mask-luminance")
        try shot.expect(60, 60, near: [0, 122, 255], tolerance: 4, "white gives alpha 1")
        // The filter sees the mask's real colours: black gives alpha 0, mid-grey half.
        let black = try RenderedPair(Color.blue.frame(width: 80, height: 80).mask { Color.black.luminanceToAlpha() },
                                     size: canvas, name: "mask-luminance-black")
        try black.expect(60, 60, near: [255, 255, 255], tolerance: 1, "black gives alpha 0")
        let grey = try RenderedPair(Color.blue.frame(width: 80, height: 80).mask { Color(white: 0.5).luminanceToAlpha() },
                                    size: canvas, name: "mask-luminance-grey")
        try grey.expect(60, 60, near: [128, 188, 255], tolerance: 3, "grey 0.5 gives alpha 0.5")
    }
}
