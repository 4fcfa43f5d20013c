import Testing
import VellumXML

/// The one transform parser: SVG transform lists folded into one matrix.
@Suite struct TransformParserTests {
    /// Whether two matrices agree to rounding.
    private func close(_ m: AffineMatrix?, _ n: AffineMatrix) -> Bool {
        guard let m else { return false }
        return zip(m.values, n.values).allSatisfy { abs($0 - $1) < 1e-12 }
    }

    @Test func everyFunction() {
        #expect(TransformParser.parse("matrix(1,2,3,4,5,6)") == AffineMatrix(1, 2, 3, 4, 5, 6))
        #expect(TransformParser.parse("translate(7)") == .translation(7, 0))
        #expect(TransformParser.parse("translate( 7 , -8 )") == .translation(7, -8))
        #expect(TransformParser.parse("scale(2)") == .scale(2, 2))
        #expect(TransformParser.parse("scale(2 3)") == .scale(2, 3))
        #expect(close(TransformParser.parse("rotate(90)"), AffineMatrix(0, 1, -1, 0, 0, 0)))
        #expect(close(TransformParser.parse("skewX(45)"), AffineMatrix(1, 0, 1, 1, 0, 0)))
        #expect(close(TransformParser.parse("skewY(45)"), AffineMatrix(1, 1, 0, 1, 0, 0)))
        #expect(TransformParser.parse("") == .identity)
    }

    @Test func aRotationAboutACentreKeepsTheCentre() throws {
        let m = try #require(TransformParser.parse("rotate(90 10 20)"))
        #expect(abs(m.a * 10 + m.c * 20 + m.e - 10) < 1e-12)
        #expect(abs(m.b * 10 + m.d * 20 + m.f - 20) < 1e-12)
        #expect(close(m, AffineMatrix(0, 1, -1, 0, 30, 10)))
    }

    @Test func aListAppliesRightToLeft() {
        // scale first, then translate: (1, 1) → (2, 2) → (12, 2).
        let m = TransformParser.parse("translate(10,0) scale(2)")
        #expect(m == AffineMatrix(2, 0, 0, 2, 10, 0))
        #expect(TransformParser.parse("scale(2),translate(10 0)") == AffineMatrix(2, 0, 0, 2, 20, 0))
    }

    @Test(arguments: ["perspective(3)", "translate(1 2 3)", "rotate(1 2)", "scale()", "translate(1", "translate 1", "(1)", "scale(2) x"])
    func unknownOrMalformedListsAreNil(text: String) {
        #expect(TransformParser.parse(text) == nil)
    }
}
