import Foundation
import Testing
import VellumCore
import VellumGeometry
@testable import VellumText

/// Sizes against SwiftUI's measured values (swiftui-facts §1).
@Suite struct MeasurementTests {
    @Test("Single-line heights match SwiftUI at @3x", arguments: [
        (17.0, 20.333), (28.0, 33.667), (34.0, 40.667), (12.0, 14.333), (11.0, 13.333), (22.0, 26.333),
    ])
    func singleLineHeights(size: Double, expected: Double) {
        let m = engine.measure(plain("Hello, world!", size: size), options: TextOptions(displayScale: 3), width: nil)
        #expect(close(m.size.height, expected, 0.001), "height \(m.size.height) for \(size) pt")
    }

    @Test func heightRoundsUpToTheGridOfTheDisplayScale() {
        // 17 × 1.193359375 = 20.287109375 → 20.5 at @2x, 21 at @1x.
        #expect(engine.measure(plain("Hi"), options: TextOptions(displayScale: 2), width: nil).size.height == 20.5)
        #expect(engine.measure(plain("Hi"), options: TextOptions(displayScale: 1), width: nil).size.height == 21)
    }

    @Test func baselinesAndMetricsAreSFProportioned() {
        let m = engine.measure(plain("Hello"), options: TextOptions(), width: nil)
        #expect(close(m.firstBaseline, 17 * 1950 / 2048))
        #expect(m.firstBaseline == m.lastBaseline)
        #expect(close(m.firstLineMetrics.lineHeight, 20.287109375))
        #expect(engine.metrics(for: .body) == m.firstLineMetrics)
    }

    @Test("A width at least the ideal one measures exactly like an unconstrained layout in that width")
    func wideProposalsMeasureLikeTheIdealOne() throws {
        let text = plain("Sounds and Haptics, then a few more words")
        let options = TextOptions(displayScale: 3)
        let ideal = engine.measure(text, options: options, width: nil)
        for extra in [0.0, 0.2, 40, 1000] {
            let w = ideal.size.width + extra
            let direct = try #require(TextLayoutBuilder(store: engine.store).layout(text, options: options, width: w))
            #expect(engine.measure(text, options: options, width: w) == direct.measurement(proposedWidth: w, scale: 3))
            #expect(engine.measure(text, options: options, width: w) == ideal)
        }
        let narrow = engine.measure(text, options: options, width: ideal.size.width / 2)
        #expect(narrow.size.height > ideal.size.height)
    }

    @Test func widthsAreCloseToSwiftUIMeasurements() {
        // SwiftUI (iOS, @3x): 94.667, 176.667 and 263.667 pt. Inter is not SF Pro, so allow 3 %.
        let cases: [(String, CGFloat, CGFloat)] = [
            ("Hello, world!", 17, 94.667), ("Color & Shape & Image", 17, 176.667), ("OpenSwiftUI Example", 28, 263.667),
        ]
        for (string, size, swiftUI) in cases {
            let w = engine.measure(plain(string, size: size), options: TextOptions(), width: nil).size.width
            #expect(abs(w - swiftUI) / swiftUI < 0.03, "\(string): \(w) vs SwiftUI \(swiftUI)")
        }
    }

    @Test func widthIsOnThePixelGridAndGrowsWithTheText() {
        let word = "Typography"
        var previous: CGFloat = 0
        for n in 1...word.count {
            let w = engine.measure(plain(String(word.prefix(n))), options: TextOptions(), width: nil).size.width
            #expect(w > previous, "prefix \(n)")
            #expect(close((w * 3).rounded(), w * 3, 1e-6))
            previous = w
        }
    }

    @Test func weightsAndDesignsChangeWidths() {
        let regular = engine.measure(plain("Headline"), options: TextOptions(), width: nil).size.width
        let bold = engine.measure(plain("Headline", weight: 700), options: TextOptions(), width: nil).size.width
        #expect(bold > regular)
        let narrow = engine.measure(plain("iiii", design: .monospaced), options: TextOptions(), width: nil).size.width
        let wide = engine.measure(plain("MMMM", design: .monospaced), options: TextOptions(), width: nil).size.width
        #expect(narrow == wide)
        #expect(close(wide, SwiftUITextMetrics.ceilToPixel(4 * SwiftUITextMetrics.monoAdvance * 17, scale: 3)))
    }

    @Test func emptyTextHasNoSize() {
        let m = engine.measure(plain(""), options: TextOptions(), width: nil)
        #expect(m.size == .zero)
        #expect(engine.draw(plain(""), options: TextOptions(), in: .zero).isEmpty)
    }

    @Test func trailingNewlineAddsALine() {
        let one = engine.measure(plain("A"), options: TextOptions(), width: nil).size.height
        let two = engine.measure(plain("A\n"), options: TextOptions(), width: nil).size.height
        #expect(close(two, SwiftUITextMetrics.ceilToPixel(2 * 17 * 2444 / 2048, scale: 3)))
        #expect(two > one)
    }

    @Test func mixedSizesTakeTheLargestLineHeight() {
        let text = StyledText(runs: [
            .init(string: "Big ", font: ResolvedFont(size: 28)), .init(string: "small", font: ResolvedFont(size: 12)),
        ])
        let m = engine.measure(text, options: TextOptions(), width: nil)
        #expect(close(m.size.height, 33.667))
        #expect(close(m.firstBaseline, 28 * 1950 / 2048))
    }

    @Test func trackingWidensText() {
        var text = plain("Spacing")
        let base = engine.measure(text, options: TextOptions(), width: nil).size.width
        text.runs[0].tracking = 2
        let tracked = engine.measure(text, options: TextOptions(), width: nil).size.width
        #expect(close(tracked - base, 14, 0.34))
    }
}
