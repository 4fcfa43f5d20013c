import Foundation
import Testing
@testable import VellumMacroSupport

@Suite("Asset symbol source")
struct AssetSymbolSourceTests {
    @Test func resourcesAndShortcuts() {
        let source = AssetSymbolSource(colorNames: ["BrandRed", "AccentColor", "primary"], imageNames: ["Avatar"])
        let lines = source.text.split(separator: "\n").map(String.init)
        #expect(lines.contains("    static let brandRed = Vellum.ColorResource(name: \"BrandRed\", bundle: .main)"))
        #expect(lines.contains("    static let accent = Vellum.ColorResource(name: \"AccentColor\", bundle: .main)"))
        #expect(lines.contains("    static let avatar = Vellum.ImageResource(name: \"Avatar\", bundle: .main)"))
        #expect(lines.contains("    static var brandRed: Vellum.Color { .init(.brandRed) }"))
        #expect(lines.contains("    static var avatar: Vellum.UIImage { .init(resource: .avatar) }"))
        // `Color.primary` is SwiftUI's own: the resource exists, the shortcut would hide it.
        #expect(lines.contains("    static let primary = Vellum.ColorResource(name: \"primary\", bundle: .main)"))
        #expect(!lines.contains("    static var primary: Vellum.Color { .init(.primary) }"))
        #expect(source.warnings.isEmpty)
    }

    @Test func namespacesNest() {
        let source = AssetSymbolSource(colorNames: [], imageNames: ["Icons/Social/Star", "Icons/Heart"])
        let text = source.text
        #expect(text.contains("""
                extension Vellum.ImageResource {
                    /// The "Icons" asset catalog resource namespace.
                    enum Icons {
                        /// The "Icons/Heart" asset catalog resource.
                        static let heart = Vellum.ImageResource(name: "Icons/Heart", bundle: .main)
                        /// The "Social" asset catalog resource namespace.
                        enum Social {
                            /// The "Icons/Social/Star" asset catalog resource.
                            static let star = Vellum.ImageResource(name: "Icons/Social/Star", bundle: .main)
                        }
                    }
                }
                """))
    }

    @Test func clashesAreReportedNotDuplicated() {
        let source = AssetSymbolSource(colorNames: ["brand red", "BrandRed"], imageNames: [])
        #expect(source.text.components(separatedBy: "static let brandRed").count == 2)
        #expect(source.warnings.map(\.asset) == ["brand red"])
    }

    @Test func namesAreEscapedLiterals() {
        let source = AssetSymbolSource(colorNames: [], imageNames: ["Say \"hi\"\\\n"])
        #expect(source.text.contains(#"static let sayHi = Vellum.ImageResource(name: "Say \"hi\"\\\n", bundle: .main)"#))
    }

    @Test func sameInputSameBytes() {
        let a = AssetSymbolSource(colorNames: ["B", "A", "C/D"], imageNames: ["X", "W"])
        let b = AssetSymbolSource(colorNames: ["C/D", "A", "B"], imageNames: ["W", "X"])
        #expect(a.text == b.text)
    }
}
