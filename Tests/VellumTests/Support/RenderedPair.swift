import Testing
import Foundation
import Vellum
import VellumTestSupport

/// One SVG rendered by Chromium and by librsvg (``SVGShot``), compared, and probed in both.
/// Where a renderer is missing and cannot be installed, `init` throws the finder
/// script's message (`scripts/chromium`, `scripts/rsvg`): the test fails, never skips.
struct RenderedPair {
    let svg: String
    let chromium: URL
    let rsvg: URL
    let scale: Int
    /// png-compare's line for Chromium against rsvg.
    let agreement: String

    /// Renders `svg` with both renderers and records an issue when they disagree
    /// beyond `tolerance` on more than `maxFraction` of the pixels.
    init(svg: String, name: String, scale: Int = 1, tolerance: Int = 32, maxFraction: Double = 0.03,
         sourceLocation: SourceLocation = #_sourceLocation) throws {
        self.svg = svg
        self.scale = scale
        chromium = try SVGShot.render(svg, renderer: .chromium, scale: scale, name: name)
        rsvg = try SVGShot.render(svg, renderer: .rsvg, scale: scale, name: name)
        let (ok, text) = try SVGShot.agree(chromium, rsvg, tolerance: tolerance, maxFraction: maxFraction)
        agreement = text.trimmingCharacters(in: .whitespacesAndNewlines)
        print("[render] \(name): \(agreement)")
        #expect(ok, "Chromium and rsvg disagree on \(name): \(agreement)", sourceLocation: sourceLocation)
    }

    /// Renders a view on a canvas.
    init<V: View>(_ view: V, size: CGSize, name: String, scale: Int = 1, tolerance: Int = 32, maxFraction: Double = 0.03,
                  sourceLocation: SourceLocation = #_sourceLocation) throws {
        try self.init(svg: try SVGRenderer(content: view, size: size).svg(), name: name, scale: scale,
                      tolerance: tolerance, maxFraction: maxFraction, sourceLocation: sourceLocation)
    }

    /// The RGBA at point (x, y) in each renderer: [chromium, rsvg].
    func pixels(_ x: CGFloat, _ y: CGFloat) throws -> [[Int]] {
        let px = Int((x * CGFloat(scale)).rounded(.down)), py = Int((y * CGFloat(scale)).rounded(.down))
        return [try SVGShot.pixel(chromium, px, py), try SVGShot.pixel(rsvg, px, py)]
    }

    /// Expects the colour at (x, y) to be within `tolerance` of `rgb` in both renderers.
    func expect(_ x: CGFloat, _ y: CGFloat, near rgb: [Int], tolerance: Int = 40, _ what: String,
                sourceLocation: SourceLocation = #_sourceLocation) throws {
        for (renderer, p) in zip(["chromium", "rsvg"], try pixels(x, y)) {
            let close = zip(p.prefix(3), rgb).allSatisfy { abs($0 - $1) <= tolerance }
            #expect(close, "\(what): \(renderer) at (\(x), \(y)) is \(p), expected about \(rgb)", sourceLocation: sourceLocation)
        }
    }

    /// Expects `test` to hold for the colour at (x, y) in both renderers.
    func expect(_ x: CGFloat, _ y: CGFloat, _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
                _ test: ([Int]) -> Bool) throws {
        for (renderer, p) in zip(["chromium", "rsvg"], try pixels(x, y)) {
            #expect(test(p), "\(what): \(renderer) at (\(x), \(y)) is \(p)", sourceLocation: sourceLocation)
        }
    }
}
