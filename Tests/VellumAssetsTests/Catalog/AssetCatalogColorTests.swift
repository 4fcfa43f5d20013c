import Foundation
import Testing
import VellumAssets
import VellumCore
import VellumGeometry

@Suite("Asset catalog colours")
struct AssetCatalogColorTests {
    private let catalog: AssetCatalog

    init() throws {
        catalog = try AssetCatalog(contentsOf: Fixtures.features)
    }

    private func expectColor(_ name: String, _ scheme: ColorScheme = .light,
                             _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        let color = try catalog.color(named: name, colorScheme: scheme)
        for (found, expected) in [(color.red, red), (color.green, green), (color.blue, blue), (color.alpha, alpha)] {
            #expect(abs(found - expected) < 0.002, "\(name): \(color) ≠ \((red, green, blue, alpha))", sourceLocation: sourceLocation)
        }
    }

    @Test("colour names are sorted, groups add nothing, namespaces prefix")
    func names() {
        #expect(catalog.colorNames.contains("FloatRed"), "colours in a plain group keep their own name")
        #expect(catalog.colorNames.contains("Brand/Accent"), "colours in a namespace get its prefix")
        #expect(!catalog.colorNames.contains("Accent"))
        #expect(catalog.colorNames == catalog.colorNames.sorted())
    }

    @Test("component spellings: fractions, 0–255 integers, hex")
    func spellings() throws {
        try expectColor("FloatRed", .light, 1, 0, 0)
        try expectColor("IntegerOrange", .light, 1, 128.0 / 255, 0)
        try expectColor("HexTeal", .light, 0, 128.0 / 255, 128.0 / 255, 0.5)
        try expectColor("Brand/Accent", .light, 0, 0.478, 1)
    }

    @Test("Display P3 is converted to sRGB")
    func displayP3() throws {
        let color = try catalog.color(named: "P3Green", colorScheme: .light)
        #expect(color == DisplayP3.toSRGB(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(color.red == 0, "P3 green lies outside sRGB: red clamps to 0")
        #expect(color.green > 0.99)
        #expect(color.blue == 0)
        let sage = try catalog.color(named: "P3Sage", colorScheme: .dark)
        #expect(sage == DisplayP3.toSRGB(red: 0.4, green: 0.6, blue: 0.3, alpha: 1))
        #expect(sage.red < 0.4 && sage.green > 0.6, "in sRGB the same colour has less red, more green")
    }

    @Test("gray-gamma 2.2 and extended sRGB")
    func otherSpaces() throws {
        let gray = try catalog.color(named: "Gray", colorScheme: .light)
        #expect(gray.red == gray.green && gray.green == gray.blue)
        #expect(abs(gray.red - 0.5) < 0.01)
        #expect(gray.red != 0.5, "converted through gamma 2.2, not copied")
        try expectColor("ExtendedWide", .light, 1, 0.5, 0)
    }

    @Test("dark appearance, with fallback to any and then light")
    func appearances() throws {
        try expectColor("Adaptive", .light, 0.1, 0.2, 0.3)
        try expectColor("Adaptive", .dark, 0.9, 0.8, 0.7)
        try expectColor("LightAndDark", .light, 1, 1, 1)
        try expectColor("LightAndDark", .dark, 0, 0, 0)
        try expectColor("OnlyDark", .light, 0, 0, 0)
        try expectColor("FloatRed", .dark, 1, 0, 0)
    }

    @Test("the photo catalog's TextContrast is white in light mode and black in dark")
    func textContrast() throws {
        let photos = try AssetCatalog(contentsOf: Fixtures.photos)
        #expect(try photos.color(named: "TextContrast", colorScheme: .light) == .white)
        #expect(try photos.color(named: "TextContrast", colorScheme: .dark) == .black)
    }

    @Test("unreadable colours fail only their own lookup, naming the Contents.json and the fix",
          arguments: [("SystemReference", "systemBlueColor"), ("Unreadable", "lots"), ("StrangeSpace", "cmyk")])
    func unreadable(name: String, detail: String) {
        let error = vellumError { try catalog.color(named: name, colorScheme: .light) }
        #expect(error?.code == .corruptFile)
        #expect(error?.message.contains("\(name).colorset/Contents.json") == true)
        #expect(error?.message.contains(detail) == true)
        #expect(error?.message.contains("'\(name)'") == true)
        #expect(error?.message.contains(Fixtures.features.path) == true)
    }

    @Test("a missing colour names itself, the catalog, and near names")
    func missing() {
        let error = vellumError { try catalog.color(named: "FloatRad", colorScheme: .light) }
        #expect(error?.code == .missingAsset)
        #expect(error?.subject == "FloatRad")
        #expect(error?.message.contains("'FloatRad'") == true)
        #expect(error?.message.contains(Fixtures.features.path) == true)
        #expect(error?.message.contains("Did you mean 'FloatRed'") == true)
        let namespaced = vellumError { try catalog.color(named: "Acent", colorScheme: .light) }
        #expect(namespaced?.message.contains("Did you mean 'Brand/Accent'?") == true)
    }
}
