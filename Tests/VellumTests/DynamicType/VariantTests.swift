import Testing
import Foundation
import Vellum
import VellumTestSupport

/// `Variant`: names, parsing, combining, and what each variant changes in a render.
@Suite("Variants")
@MainActor struct VariantTests {
    /// Reads one environment value into the picture's width, so a render shows what the root saw.
    private struct Probe: View {
        @Environment(\.layoutDirection) private var direction
        @Environment(\.locale) private var locale
        @Environment(\.colorScheme) private var scheme
        @Environment(\.dynamicTypeSize) private var size
        var body: some View {
            Color.red.frame(width: direction == .rightToLeft ? 20 : 10,
                            height: CGFloat(10 + size.index) + (locale.identifier.hasPrefix("ar") ? 100 : 0) + (scheme == .dark ? 1000 : 0))
        }
    }

    private func header(_ variant: Variant) throws -> SVGHeader {
        try SVGHeader(try SVGRenderer(content: Probe()).applying(variant).svg())
    }

    @Test("Names are the file-name parts: light, dark, accessibility3, rightToLeft, ar, dark-accessibility5")
    func names() {
        let variants: [Variant] = [.light, .dark, .accessibility3, .rightToLeft, .locale("ar"), .dark + .accessibility5, .xSmall]
        #expect(variants.map(\.name) == ["light", "dark", "accessibility3", "rightToLeft", "ar", "dark-accessibility5", "xSmall"])
        #expect(Variant.dark.fileName(for: "card") == "card.dark.svg")
        #expect(Variant.allDynamicTypeSizes.count == 12 && Variant.allDynamicTypeSizes[9].name == "accessibility3")
    }

    @Test("Parsing the CLI's spellings")
    func parsing() {
        #expect(Variant(parsing: "dark") == .dark)
        #expect(Variant(parsing: "AX3") == .accessibility3)
        #expect(Variant(parsing: "accessibility5")?.dynamicTypeSize == .accessibility5)
        #expect(Variant(parsing: "dark+AX5") == .dark + .accessibility5)
        #expect(Variant(parsing: "rtl+locale:ar")?.name == "rightToLeft-ar")
        #expect(Variant(parsing: "language:he")?.layoutDirection == .rightToLeft)
        #expect(Variant(parsing: "language:fr")?.layoutDirection == .leftToRight)
        #expect(Variant(parsing: "huge") == nil && Variant(parsing: "dark+") == nil && Variant(parsing: "locale:") == nil)
    }

    @Test("Each variant sets what it names at the root and nothing else")
    func effects() throws {
        let plain = try header(.light)
        #expect(plain.width == 10 && plain.height == 13, "left to right, English, light, large (index 3)")
        #expect(try header(.dark).height == 1013)
        #expect(try header(.accessibility3).height == 19)
        #expect(try header(.rightToLeft).width == 20)
        #expect(try header(.locale("ar")).height == 113 && (try header(.locale("ar"))).width == 10, "a locale alone does not turn the layout")
        #expect(try header(.language("ar")).width == 20)
        let both = try header(.dark + .accessibility5 + .rightToLeft)
        #expect(both.width == 20 && both.height == 1021)
    }

    @Test("svgs(for:) keeps the order; write(_:to:named:) writes one file per variant; a repeated name throws")
    func renderAndWrite() throws {
        let renderer = SVGRenderer(content: Probe())
        let docs = try renderer.svgs(for: [.dark, .light])
        #expect(docs.map(\.variant.name) == ["dark", "light"])
        #expect(docs[0].svg != docs[1].svg)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-variants-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let urls = try renderer.write([.light, .accessibility3], to: folder, named: "probe")
        #expect(urls.map(\.lastPathComponent) == ["probe.light.svg", "probe.accessibility3.svg"])
        #expect(try String(contentsOf: urls[1], encoding: .utf8) == renderer.applying(.accessibility3).svg())
        #expect(throws: VariantError.self) { try renderer.svgs(for: [.dark, Variant(name: "dark")]) }
    }

    @Test("The rightToLeft variant mirrors the screen: a leading bar ends up on the right")
    func rightToLeftMirrors() throws {
        let view = HStack(spacing: 0) { Color.red.frame(width: 10); Spacer() }
        let base = SVGRenderer(content: view, size: CGSize(width: 100, height: 20))
        let ltr = try base.svg(), rtl = try base.applying(.rightToLeft).svg()
        #expect(try SVGQuery(rtl).values(of: "x").contains("90"))
        #expect(!(try SVGQuery(ltr).values(of: "x").contains("90")))
    }

    @Test("A variant's file name never leaves its folder: characters outside letters, digits, - _ . become _")
    func fileNamesAreSafe() throws {
        #expect(Variant.dark.fileName(for: "card") == "card.dark.svg")
        #expect((Variant.dark + .accessibility5).fileName(for: "card") == "card.dark-accessibility5.svg")
        #expect(Variant.locale("pt_BR").fileName(for: "card") == "card.pt_BR.svg")
        let hostile = try #require(Variant(parsing: "locale:../../etc/x y"))
        #expect(hostile.fileName(for: "card") == "card..._.._etc_x_y.svg")
        #expect(!hostile.fileName(for: "card").contains("/"))
    }

    @Test("The platform look is a variant: ios26 parses, combines, names files and changes the render")
    func platformLook() throws {
        #expect(Variant(parsing: "ios26") == .iOS26)
        #expect(Variant(parsing: "iOS18")?.platformLook == .iOS18)
        #expect(Variant(parsing: "dark+ios26")?.platformLook == .iOS26)
        #expect(Variant(parsing: "dark+ios26")?.colorScheme == .dark)
        #expect(Variant(parsing: "ios27") == nil)
        #expect((Variant.dark + .iOS26).fileName(for: "settings") == "settings.dark-ios26.svg")
        #expect((Variant.iOS26 + .iOS18).platformLook == .iOS18, "the later one wins")
        #expect(PlatformLook(name: "26") == .iOS26 && PlatformLook(name: "iOS26") == .iOS26 && PlatformLook(name: "ios") == nil)
        let screen = List { Toggle("Wi-Fi", isOn: .constant(true)) }
        let renderer = SVGRenderer(content: screen, device: .iPhone15Pro)
        let base = try renderer.svg(), glass = try renderer.applying(.iOS26).svg()
        #expect(base == (try renderer.applying(.iOS18).svg()), "iOS 18 is the default")
        #expect(base != glass)
        var set = renderer
        set.platformLook = .iOS26
        #expect(try set.svg() == glass, "the variant and the property draw the same")
    }
}
