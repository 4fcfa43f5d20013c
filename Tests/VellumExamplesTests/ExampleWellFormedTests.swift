import Foundation
import Testing
import Vellum
import VellumExamples
import VellumXMLDiff
import VellumTestSupport

/// Every example's SVG parses as XML with an `<svg>` root the size of its screen.
@Suite struct ExampleWellFormedTests {
    @Test(arguments: ExampleGallery.all.map(\.name))
    func wellFormed(_ name: String) throws {
        let example = try #require(ExampleGallery.named(name))
        let size = example.device?.size ?? example.canvasSize
        for scheme in [ColorScheme.light, .dark] {
            let svg = try example.svg(colorScheme: scheme)
            _ = try SVGCanonicalForm(svg, name: "\(name).\(scheme.fileSuffix).svg")
            #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
            #expect(try SVGQuery(svg).root.has(["width": Self.number(size.width), "height": Self.number(size.height)]))
        }
    }

    @Test func previewsWellFormed() throws {
        for (index, svg) in try ExampleGallery.captionedPhotoPreviews().enumerated() {
            _ = try SVGCanonicalForm(svg, name: "captioned-photo-preview-\(index + 1).svg")
        }
    }

    @Test func namesAreUniqueAndFileSafe() {
        let names = ExampleGallery.all.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(name)")
        }
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }
}
