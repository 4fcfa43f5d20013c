import Foundation
import Testing
import VellumCore
import VellumGeometry
@testable import VellumText

/// The monospaced design measures like SF Mono: the ink of 12 pt bold keys
/// that iOS drew in lunij/netbob's `DetailViewTests/test_detailView.1.png`
/// (docs/reference/fidelity-real-pngs.md, "Monospaced text"). JetBrains Mono
/// alone sets them 2.3–3.2 % narrower.
@Suite struct MonoWidthTests {
    static let measured: [(string: String, ink: CGFloat)] = [
        ("Method", 43.0), ("Status", 42.67), ("Timeout", 50.33), ("Request date", 87.0),
        ("Cache policy", 87.33), ("Response date", 94.67), ("Time interval", 95.33),
    ]

    @Test(arguments: measured.indices)
    func inkWidthIsSFMonos(_ i: Int) throws {
        let m = Self.measured[i]
        let text = StyledText(m.string, font: ResolvedFont(size: 12, weight: 700, design: .monospaced))
        let drawings = engine.draw(text, options: TextOptions(), in: CGSize(width: 1000, height: 24))
        var minX = CGFloat.infinity, maxX = -CGFloat.infinity
        for drawing in drawings {
            let (lo, hi) = SFWidthTests.xExtent(of: try #require(drawing.outline))
            minX = Swift.min(minX, drawing.origin.x + lo); maxX = Swift.max(maxX, drawing.origin.x + hi)
        }
        // Within 1 %: the real ink was read at 3x (a pixel is a third of a point).
        #expect(abs((maxX - minX) / m.ink - 1) <= 0.01, "\(m.string): \(maxX - minX) vs iOS \(m.ink)")
    }

    @Test("Every character advances SF Mono's 0.6175 em, at any weight")
    func advance() throws {
        for weight in [400, 700] {
            let ten = engine.measure(StyledText("0123456789", font: ResolvedFont(size: 20, weight: weight, design: .monospaced)),
                                     options: TextOptions(), width: nil)
            // The frame is rounded up to a pixel (a third of a point).
            #expect(abs(ten.size.width - 10 * 0.6175 * 20) < 0.5, "weight \(weight): \(ten.size.width)")
        }
    }
}
