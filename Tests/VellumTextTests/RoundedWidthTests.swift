import Foundation
import Testing
import VellumCore
import VellumGeometry
@testable import VellumText

/// The rounded design is drawn with Nunito, spaced so a line is as wide as the
/// system design sets it (SF Pro Rounded keeps SF Pro's widths); the serif design
/// is Noto Serif at its own widths.
@Suite struct RoundedWidthTests {
    static let strings = ["Settings", "Good morning, Anna!", "Your order has shipped", "Today 12:45 PM",
                          "Sign in with email", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"]

    func width(_ string: String, size: CGFloat, weight: Int, design: ResolvedFont.Design) -> CGFloat {
        let font = ResolvedFont(size: size, weight: weight, design: design)
        return engine.measure(StyledText(string, font: font), options: TextOptions(), width: nil).size.width
    }

    @Test(arguments: [11, 15, 17, 22, 34] as [CGFloat])
    func roundedTextIsAsWideAsTheSystemDesign(_ size: CGFloat) {
        for weight in [300, 400, 500, 600, 700, 900] {
            var system: CGFloat = 0, rounded: CGFloat = 0
            for string in Self.strings {
                system += width(string, size: size, weight: weight, design: .default)
                rounded += width(string, size: size, weight: weight, design: .rounded)
            }
            #expect(abs(rounded / system - 1) < 0.01, "\(size) pt, weight \(weight): \(rounded) vs \(system)")
        }
    }

    @Test func eachDesignIsDrawnInItsOwnFace() throws {
        func firstFace(_ design: ResolvedFont.Design) throws -> String {
            let chain = try #require(FaceChain(font: ResolvedFont(size: 17, design: design), store: FontStore.shared))
            return chain.faces[0].request.face.fileName
        }
        #expect(try firstFace(.rounded) == "Nunito-Regular")
        #expect(try firstFace(.serif) == "NotoSerif-Regular")
        // The glyphs differ from the system design's.
        func outline(_ design: ResolvedFont.Design) throws -> Path {
            let text = StyledText("Ag", font: ResolvedFont(size: 17, design: design))
            let drawing = try #require(engine.draw(text, options: TextOptions(), in: CGSize(width: 100, height: 40)).first)
            return try #require(drawing.outline)
        }
        #expect(try outline(.rounded) != outline(.default))
        #expect(try outline(.serif) != outline(.default))
    }

    @Test func theWeightOffsetIsInterpolatedAndBounded() {
        let offsets = SwiftUITextMetrics.roundedWidthOffsets
        #expect(offsets.count == 9)
        let base = SwiftUITextMetrics.interTracking(size: 20) + SwiftUITextMetrics.opticalSizeCorrection(size: 20, weight: 400)
        #expect(abs(SwiftUITextMetrics.roundedTracking(size: 20, weight: 400) - (base + offsets[3] * 20)) < 1e-9)
        let between = SwiftUITextMetrics.roundedTracking(size: 20, weight: 450)
            - SwiftUITextMetrics.interTracking(size: 20) - SwiftUITextMetrics.opticalSizeCorrection(size: 20, weight: 450)
        #expect(abs(between - (offsets[3] + offsets[4]) / 2 * 20) < 1e-9)
        #expect(SwiftUITextMetrics.roundedTracking(size: .nan, weight: 400) == 0)
        #expect(SwiftUITextMetrics.roundedTracking(size: 20, weight: 2000).isFinite)
    }
}
