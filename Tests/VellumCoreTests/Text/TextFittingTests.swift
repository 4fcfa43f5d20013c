import Testing
import VellumCore
import VellumGeometry

@Suite struct TextFittingTests {
    let engine = ApproximateTextEngine()
    // 20 characters of 0.5 em at 20 pt: 200 pt wide on one line.
    let text = StyledText("aaaa bbbb cccc dddd.", font: ResolvedFont(size: 20))

    @Test func textThatFitsKeepsItsSize() {
        let options = TextOptions(lineLimit: 1, minimumScaleFactor: 0.5)
        #expect(engine.measure(text, options: options, width: 250).size.width == 200)
        #expect(TextFitting.fitted(text, options: options, width: 250, engine: engine).0 == text)
    }

    @Test func aSingleLineShrinksToItsWidth() {
        let options = TextOptions(lineLimit: 1, minimumScaleFactor: 0.5)
        let m = engine.measure(text, options: options, width: 150)
        #expect(m.size.width <= 150)
        #expect(m.size.width > 145, "the largest scale that fits: about 0.75")
        #expect(m.size.height < engine.measure(text, options: TextOptions(lineLimit: 1), width: 150).size.height)
    }

    @Test func shrinkingStopsAtTheFactorAndThenTruncates() {
        let options = TextOptions(lineLimit: 1, minimumScaleFactor: 0.5)
        let (fitted, _) = TextFitting.fitted(text, options: options, width: 50, engine: engine)
        #expect(fitted.runs[0].font.size == 10)
        #expect(engine.measure(text, options: options, width: 50).size.width <= 50)
    }

    @Test func withoutAFactorTextTruncatesAtItsSize() {
        let options = TextOptions(lineLimit: 1)
        #expect(TextFitting.fitted(text, options: options, width: 150, engine: engine).0 == text)
    }

    @Test func drawingFindsTheScaleMeasuringFound() {
        let options = TextOptions(lineLimit: 1, minimumScaleFactor: 0.5)
        let size = engine.measure(text, options: options, width: 150).size
        let runs = engine.draw(text, options: options, in: size)
        #expect(runs.first?.font.size == TextFitting.fitted(text, options: options, width: 150, engine: engine).0.runs[0].font.size)
    }

    @Test func wrappingTextShrinksOnlyForAWordTooWide() {
        let options = TextOptions(minimumScaleFactor: 0.5)
        #expect(TextFitting.fitted(text, options: options, width: 120, engine: engine).0 == text, "it wraps instead")
        let long = StyledText("abcdefghijklmnop", font: ResolvedFont(size: 20))
        #expect(TextFitting.fitted(long, options: options, width: 120, engine: engine).0.runs[0].font.size < 20)
    }

    @Test func tighteningComesBeforeScaling() {
        let options = TextOptions(lineLimit: 1, allowsTightening: true)
        let (fitted, plain) = TextFitting.fitted(text, options: options, width: 195, engine: engine)
        #expect(fitted.runs[0].tracking == -TextFitting.tightening)
        #expect(fitted.runs[0].font.size == 20)
        #expect(!plain.adjustsToFit)
    }
}
