import Foundation
import Testing
import VellumAssets
import VellumGeometry
import VellumTestSupport

@Suite("Asset catalog images")
struct AssetCatalogImageTests {
    private let catalog: AssetCatalog

    init() throws {
        catalog = try AssetCatalog(contentsOf: Fixtures.features)
    }

    @Test("image names: sets in groups, namespaces and nested namespaces; other kinds skipped")
    func names() {
        #expect(catalog.imageNames == ["Brand/Icons/Dot", "Brand/Logo", "Brand/Star", "Idioms", "Scaled", "Themed"])
    }

    static let scaleCases: [(Double, Double, Int)] = [(1.0, 1.0, 10), (2.0, 2.0, 20), (3.0, 3.0, 30), (1.4, 1.0, 10), (2.5, 3.0, 30), (8.0, 3.0, 30), (0.0, 1.0, 10)]

    @Test("the scale closest to the display scale is chosen",
          arguments: scaleCases)
    func scaleChoice(displayScale: Double, expectedScale: Double, pixelWidth: Int) throws {
        let image = try catalog.image(named: "Scaled", colorScheme: .light, displayScale: CGFloat(displayScale))
        #expect(image.scale == CGFloat(expectedScale))
        #expect(image.size == CGSize(width: 10, height: 8), "every variant is 10 x 8 points")
        let file = Fixtures.features.appendingPathComponent("Scaled.imageset")
            .appendingPathComponent(pixelWidth == 10 ? "scaled.png" : "scaled@\(pixelWidth / 10)x.png")
        #expect(image.bytes == (try Data(contentsOf: file)))
        #expect(image.name == "Scaled")
    }

    @Test("dark appearance picks the dark file; light picks the any file")
    func appearance() throws {
        let light = try catalog.image(named: "Themed", colorScheme: .light, displayScale: 3)
        let dark = try catalog.image(named: "Themed", colorScheme: .dark, displayScale: 3)
        #expect(light.size == CGSize(width: 4, height: 4))
        #expect(dark.size == CGSize(width: 6, height: 6))
    }

    @Test("a dark-only request falls back to the light photo when there is no dark file")
    func darkFallback() throws {
        let photos = try AssetCatalog(contentsOf: Fixtures.photos)
        let light = try photos.image(named: "Portrait", colorScheme: .light, displayScale: 3)
        let dark = try photos.image(named: "Portrait", colorScheme: .dark, displayScale: 3)
        #expect(light.bytes == dark.bytes)
    }

    @Test("a universal file is preferred to an iPhone-only one")
    func idioms() throws {
        let image = try catalog.image(named: "Idioms", colorScheme: .light, displayScale: 2)
        #expect(image.size == CGSize(width: 9, height: 9))
    }

    @Test("names resolve with and without extension, and by exact file name")
    func nameForms() throws {
        let plain = try catalog.image(named: "Scaled", colorScheme: .light, displayScale: 2)
        let withExtension = try catalog.image(named: "Scaled.png", colorScheme: .light, displayScale: 2)
        let otherExtension = try catalog.image(named: "Scaled.jpeg", colorScheme: .light, displayScale: 2)
        #expect(plain == withExtension)
        #expect(plain == otherExtension)
        let exactFile = try catalog.image(named: "scaled@3x.png", colorScheme: .light, displayScale: 1)
        #expect(exactFile.scale == 3, "an exact file name is used as is, whatever the display scale")
        #expect(exactFile.name == "Scaled")
        let namespacedFile = try catalog.image(named: "Brand/Icons/dot.png", colorScheme: .light, displayScale: 1)
        #expect(namespacedFile.name == "Brand/Icons/Dot")
        #expect(namespacedFile.size == CGSize(width: 5, height: 5))
        let groupedFile = try catalog.image(named: "Brand/star.png", colorScheme: .light, displayScale: 1)
        #expect(groupedFile.name == "Brand/Star")
    }

    @Test("an SVG in a namespace is sanitised and sized by its root element")
    func svgAsset() throws {
        let logo = try catalog.image(named: "Brand/Logo", colorScheme: .light, displayScale: 3)
        #expect(logo.format == .svg)
        #expect(logo.size == CGSize(width: 48, height: 24))
        let text = String(decoding: logo.bytes, as: UTF8.self)
        #expect(!text.contains("script") && !text.contains("onload") && !text.contains("<?xml"))
        #expect(try SVGQuery(text).count(of: "rect") > 0)
    }

    @Test("the photo catalog: Landscape is wide with a night variant, Portrait is tall; names with extensions resolve")
    func photos() throws {
        let photos = try AssetCatalog(contentsOf: Fixtures.photos)
        #expect(photos.imageNames == ["Landscape", "Portrait"])
        #expect(photos.colorNames == ["TextContrast"])
        let day = try photos.image(named: "Landscape", colorScheme: .light, displayScale: 3)
        let night = try photos.image(named: "Landscape.jpeg", colorScheme: .dark, displayScale: 3)
        #expect(day.format == .jpeg)
        #expect(day.size == CGSize(width: 300, height: 200))
        #expect(night.size == day.size)
        #expect(night.bytes != day.bytes)
        #expect(day.bytes.count < 60_000 && night.bytes.count < 60_000)
        let portrait = try photos.image(named: "Portrait.jpg", colorScheme: .light, displayScale: 2)
        #expect(portrait.size.height > portrait.size.width)
    }

    @Test("the examples gallery has the seed page's photos and caption colour")
    func examplesCatalog() throws {
        let examples = Fixtures.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("examples/Assets.xcassets")
        let catalog = try AssetCatalog(contentsOf: examples)
        #expect(Set(["Landscape", "Portrait"]).isSubset(of: catalog.imageNames))
        #expect(catalog.colorNames.contains("TextContrast"))
    }
}
