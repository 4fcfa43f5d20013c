import Foundation
import Testing
import VellumCore
import VellumGeometry
@testable import VellumText

/// Determinism and thread safety.
@Suite struct ConcurrencyTests {
    let samples: [StyledText] = [
        plain("Welcome", size: 28), plain("Hello, world!"), plain("你好世界 안녕하세요"), plain("שלום עולם"),
        plain("Bold italic", weight: 700, italic: true), plain("let x = 42", design: .monospaced),
        plain("The quick brown fox jumps over the lazy dog"),
    ]

    @Test func twoEnginesWithTheirOwnStoresAgree() {
        let a = FontTextEngine(store: FontStore())
        let b = FontTextEngine(store: FontStore())
        for text in samples {
            for width: CGFloat? in [nil, 90] {
                let ma = a.measure(text, options: TextOptions(), width: width)
                let mb = b.measure(text, options: TextOptions(), width: width)
                #expect(ma == mb)
                #expect(a.draw(text, options: TextOptions(), in: ma.size) == b.draw(text, options: TextOptions(), in: mb.size))
            }
        }
    }

    @Test func cachedAnswersEqualFreshOnes() {
        let store = FontStore()
        let fresh = FontTextEngine(store: store)
        let first = samples.map { fresh.draw($0, options: TextOptions(), in: CGSize(width: 200, height: 100)) }
        #expect(store.outlines.count > 0 && store.shapes.count > 0)
        let second = samples.map { fresh.draw($0, options: TextOptions(), in: CGSize(width: 200, height: 100)) }
        #expect(first == second)
    }

    @Test func manyTasksAtOnceMatchOneMeasure() async {
        let store = FontStore()
        let engine = FontTextEngine(store: store)
        let reference = FontTextEngine(store: FontStore())
        let expected = samples.map { reference.measure($0, options: TextOptions(), width: 120) }
        let expectedDrawings = samples.map { reference.draw($0, options: TextOptions(), in: CGSize(width: 150, height: 90)) }
        let samples = self.samples
        let results = await withTaskGroup(of: (Int, TextMeasurement, [GlyphRunDrawing]).self) { group in
            for task in 0..<64 {
                group.addTask {
                    let i = task % samples.count
                    let m = engine.measure(samples[i], options: TextOptions(), width: 120)
                    let d = engine.draw(samples[i], options: TextOptions(), in: CGSize(width: 150, height: 90))
                    return (i, m, d)
                }
            }
            var all: [(Int, TextMeasurement, [GlyphRunDrawing])] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 64)
        for (i, m, d) in results {
            #expect(m == expected[i])
            #expect(d == expectedDrawings[i])
        }
    }
}
