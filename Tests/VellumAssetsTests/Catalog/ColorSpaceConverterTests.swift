import Foundation
import Testing
import VellumAssets
import VellumCore
import VellumGeometry

@Suite("Colour space conversion")
struct ColorSpaceConverterTests {
    private func color(_ space: String?, _ components: [String: String]) throws -> RGBAColor {
        let specification = ColorSetContents.Specification(
            colorSpace: space, components: components.mapValues { ColorComponentValue.text($0) }, reference: nil)
        return try ColorSpaceConverter.color(specification, file: "C.colorset/Contents.json")
    }

    @Test("no colour space means sRGB; missing alpha means opaque")
    func defaults() throws {
        #expect(try color(nil, ["red": "0.2", "green": "0.4", "blue": "0.6"]) == RGBAColor(red: 0.2, green: 0.4, blue: 0.6))
    }

    @Test("extended linear sRGB is gamma-encoded")
    func linear() throws {
        let converted = try color("extended-linear-srgb", ["red": "0.214", "green": "0.0", "blue": "1.0"])
        #expect(abs(converted.red - 0.5) < 0.002)
        #expect(converted.green == 0 && converted.blue == 1)
    }

    @Test("grey spaces give equal channels")
    func gray() throws {
        let white = try color("extended-gray", ["white": "1.000", "alpha": "0.250"])
        #expect(white == RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.25))
    }

    @Test("a missing component names itself and the file")
    func missingComponent() {
        let error = vellumError { try color("srgb", ["red": "1", "green": "1"]) }
        #expect(error?.code == .corruptFile)
        #expect(error?.message.contains("'blue'") == true)
        #expect(error?.message.contains("C.colorset/Contents.json") == true)
    }
}
