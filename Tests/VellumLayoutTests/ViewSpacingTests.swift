import Foundation
import Testing
import VellumCore
@testable import VellumLayout

/// `ViewSpacing.distance(to:along:)` for a symbol image's edges (OpenSwiftUI's
/// `ResolvedImageLayoutEngine.spacing()`): text-to-text 0, its baseline offset
/// below a view, that plus 1 above one; across, the standard 8.
@Suite struct ViewSpacingTests {
    let body = FontMetrics(ascent: 16.19, descent: 4.10, leading: 0, capHeight: 11.97, xHeight: 8.9)

    private func spacing(_ edge: ViewSpacing.EdgeSpacing) -> ViewSpacing {
        ViewSpacing(top: edge, leading: .standard, bottom: edge, trailing: .standard)
    }

    @Test func symbolEdges() {
        let symbol = spacing(.glyph(baselineOffset: 2.5)), text = spacing(.text(body, scale: 3)), view = ViewSpacing()
        #expect(symbol.distance(to: text, along: .vertical) == 0)
        #expect(text.distance(to: symbol, along: .vertical) == 0)
        #expect(symbol.distance(to: symbol, along: .vertical) == 0)
        #expect(view.distance(to: symbol, along: .vertical) == 2.5)
        #expect(symbol.distance(to: view, along: .vertical) == 3.5)
        #expect(symbol.distance(to: view, along: .horizontal) == 8)
        #expect(symbol.distance(to: .zero, along: .vertical) == 0)
        // A view above text is still text's rule (dls − ascent), not a symbol's.
        #expect(abs(view.distance(to: text, along: .vertical) - (20.29 + 2.33 - 16.19)) < 0.01)
    }

    @Test func unionKeepsTextOverASymbolAndASymbolOverStandard() {
        let symbol = spacing(.glyph(baselineOffset: 2.5)), text = spacing(.text(body, scale: 3))
        #expect(symbol.union(ViewSpacing()).bottom == .glyph(baselineOffset: 2.5))
        #expect(ViewSpacing().union(symbol).top == .glyph(baselineOffset: 2.5))
        #expect(symbol.union(text).bottom == .text(body, scale: 3))
        #expect(symbol.union(spacing(.glyph(baselineOffset: 4))).top == .glyph(baselineOffset: 4))
    }
}
