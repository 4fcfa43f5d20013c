import Foundation
import Testing
import Vellum
import VellumExamples

/// The status bar trades sides in a right-to-left screen, as iOS's does in a
/// right-to-left language: the time on the right, the battery on the left.
@Suite @MainActor struct RightToLeftChromeTests {
    /// Where the time's first glyph starts: its own x plus the translation of
    /// the group around it, if any.
    private func timeStart(_ svg: String) throws -> Double {
        let label = try #require(svg.range(of: #"<g role="img" aria-label="9:41">"#))
        let before = svg[..<label.lowerBound]
        var shift = 0.0
        if before.hasSuffix(">"), let open = before.range(of: #"<g transform="translate("#, options: .backwards),
           before.distance(from: open.upperBound, to: before.endIndex) < 30 {
            let numbers = before[open.upperBound...].prefix { $0 != ")" }.split(separator: " ")
            shift = Double(numbers.first ?? "") ?? 0
        }
        let glyph = try #require(svg[label.upperBound...].range(of: #"x=""#))
        let x = Double(svg[glyph.upperBound...].prefix { $0 != "\"" }) ?? .nan
        return x + shift
    }

    private func chromeSVG<V: View>(_ view: V, variant: Variant? = nil) throws -> String {
        var renderer = SVGRenderer(content: view, device: .iPhone15Pro)
        renderer.showsDeviceChrome = true
        if let variant { return try renderer.applying(variant).svg() }
        return try renderer.svg()
    }

    @Test func theTimeMovesToTheRight() throws {
        let ltr = try timeStart(try chromeSVG(Color.white))
        let rtl = try timeStart(try chromeSVG(Color.white.environment(\.layoutDirection, .rightToLeft)))
        let variant = try timeStart(try chromeSVG(Color.white, variant: .rightToLeft))
        #expect(ltr < 100)
        #expect(rtl > 393 / 2 + 60)
        #expect(abs(rtl - variant) < 0.001)
        // A direction changed inside the screen (one branch of it) leaves the bar alone.
        let branch = try timeStart(try chromeSVG(VStack { Color.white; Color.white.environment(\.layoutDirection, .rightToLeft) }))
        #expect(abs(branch - ltr) < 0.001)
        // Turned back to left to right inside a right-to-left root: the bar follows the screen.
        let back = try timeStart(try chromeSVG(Color.white.environment(\.layoutDirection, .leftToRight), variant: .rightToLeft))
        #expect(abs(back - ltr) < 0.001)
    }

    @Test("The battery is drawn on the left of a right-to-left screen")
    func theBatteryMovesToTheLeft() throws {
        let rtl = try RenderedPair(svg: try chromeSVG(InLanguage("ar", direction: .rightToLeft) { Color.white }), name: "rtl-status-bar", scale: 2)
        try rtl.expect(45, 29.5, near: [0, 0, 0], tolerance: 40, "the battery's charge on the left")
        try rtl.expect(348, 29.5, near: [255, 255, 255], tolerance: 10, "no battery on the right")
        let ltr = try RenderedPair(svg: try chromeSVG(Color.white), name: "ltr-status-bar", scale: 2)
        try ltr.expect(348, 29.5, near: [0, 0, 0], tolerance: 40, "the battery's charge on the right")
        try ltr.expect(45, 29.5, near: [255, 255, 255], tolerance: 10, "no battery on the left")
    }
}
