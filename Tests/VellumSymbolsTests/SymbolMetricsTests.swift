import Foundation
import Testing
import VellumGeometry
@testable import VellumSymbols

@Suite struct SymbolMetricsTests {
    let library = SymbolLibrary.standard

    private func diameter(_ size: CGFloat, weight: Int = 400, _ scale: SymbolScale) -> CGFloat {
        library.image(named: "circle.fill", pointSize: size, weight: weight, scale: scale)?.layers[0].path.inkBounds.width ?? 0
    }

    @Test func circleFillMatchesSFSymbolsDiameters() {
        #expect(abs(diameter(100, .medium) - 99.61) < 0.05)
        #expect(abs(diameter(100, .small) - 78.86) < 0.05)
        #expect(abs(diameter(100, .large) - 127.2) < 0.05)
        #expect(abs(diameter(17, .medium) - 0.9961 * 17) < 0.01)
        #expect(abs(diameter(100, weight: 100, .medium) - 94.63) < 0.05)
        #expect(abs(diameter(100, weight: 900, .large) - 135.89) < 0.05)
    }

    @Test func sizesScaleWithPointSizeAndImageScale() throws {
        let small = try #require(library.image(named: "star", pointSize: 17, scale: .small))
        let medium = try #require(library.image(named: "star", pointSize: 17, scale: .medium))
        let large = try #require(library.image(named: "star", pointSize: 17, scale: .large))
        let double = try #require(library.image(named: "star", pointSize: 34, scale: .medium))
        #expect(small.size.width < medium.size.width && medium.size.width < large.size.width)
        #expect(abs(double.size.width - 2 * medium.size.width) < 1e-9)
        #expect(abs(double.size.height - 2 * medium.size.height) < 1e-9)
        #expect(abs(double.baselineOffset - 2 * medium.baselineOffset) < 1e-9)
        #expect(abs(large.size.height / medium.size.height - 127.2 / 99.61) < 1e-6)
    }

    @Test func globeFrameMatchesSwiftUI() throws {
        let large = try #require(library.image(named: "globe", pointSize: 17, scale: .large))
        #expect(abs(large.size.width - 23) < 0.3, "\(large.size)")
        #expect(abs(large.size.height - 22) < 0.3, "\(large.size)")
        let medium = try #require(library.image(named: "globe", pointSize: 17, scale: .medium))
        #expect(medium.size.width > 17 && medium.size.width < 20.5, "\(medium.size)")
    }

    @Test func symbolsAreCentredOnTheCapHeight() throws {
        for scale in SymbolScale.allCases {
            let image = try #require(library.image(named: "circle.fill", pointSize: 20, scale: scale))
            let ink = image.layers[0].path.inkBounds
            let baselineY = image.size.height - image.baselineOffset
            #expect(abs((baselineY - ink.midY) - 0.705 / 2 * 20) < 1e-6)
        }
        // A body-size symbol reaches below the baseline, as SF Symbols do.
        let image = try #require(library.image(named: "circle.fill", pointSize: 17))
        #expect(image.baselineOffset > 0 && image.baselineOffset < image.size.height / 2)
    }

    @Test func widthsFollowTheGlyph() throws {
        let ellipsis = try #require(library.image(named: "ellipsis", pointSize: 17))
        let bookmark = try #require(library.image(named: "bookmark", pointSize: 17))
        #expect(ellipsis.size.width > 3 * ellipsis.size.height)
        #expect(bookmark.size.width < bookmark.size.height)
    }

    @Test func weightThickensStrokes() throws {
        func inkCells(_ weight: Int) throws -> Int {
            let image = try #require(library.image(named: "circle", pointSize: 100, weight: weight))
            let box = CGRect(origin: .zero, size: image.size)
            return TestSupport.signature(image, box: box, n: 40).filter { $0 }.count
        }
        let light = try inkCells(100), regular = try inkCells(400), black = try inkCells(900)
        #expect(light < regular && regular < black)
    }

    @Test func badPointSizesAreClamped() throws {
        let zero = try #require(library.image(named: "star", pointSize: 0))
        #expect(zero.size == .zero)
        let nan = try #require(library.image(named: "star", pointSize: .nan))
        #expect(nan.size == .zero)
    }
}
