import Foundation
import Testing
import VellumAssets
import VellumCore
import VellumGeometry
import VellumLayout
import VellumScreen
import VellumTestSupport
import VellumViews

/// The colour `color` resolves to in a colour scheme.
private func resolved(_ color: Color, _ scheme: ColorScheme, assets: AssetCatalog = AssetCatalog()) throws -> RGBAColor {
    var env = EnvironmentValues()
    env.colorScheme = scheme
    env.assets = assets
    return try color.resolved(in: env)
}

/// UIKit's names as VellumViews gives them: colours, fonts, the screen. Drawn through the
/// renderer (assets, images, an app): VellumTests' PlatformNameTests.
@Suite("UIKit names: colours, fonts and the screen")
struct PlatformNameTests {
    /// Each UIKit colour, light and dark (sources: SystemPalette+UIKit.swift, swiftui-facts §3).
    static let table: [(String, UIColor, RGBAColor, RGBAColor)] = [
        ("systemBackground", .systemBackground, RGBAColor(255, 255, 255), RGBAColor(0, 0, 0)),
        ("secondarySystemBackground", .secondarySystemBackground, RGBAColor(242, 242, 247), RGBAColor(28, 28, 30)),
        ("tertiarySystemBackground", .tertiarySystemBackground, RGBAColor(255, 255, 255), RGBAColor(44, 44, 46)),
        ("systemGroupedBackground", .systemGroupedBackground, RGBAColor(242, 242, 247), RGBAColor(0, 0, 0)),
        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground, RGBAColor(255, 255, 255), RGBAColor(28, 28, 30)),
        ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground, RGBAColor(242, 242, 247), RGBAColor(44, 44, 46)),
        ("systemGray", .systemGray, RGBAColor(142, 142, 147), RGBAColor(142, 142, 147)),
        ("systemGray2", .systemGray2, RGBAColor(174, 174, 178), RGBAColor(99, 99, 102)),
        ("systemGray3", .systemGray3, RGBAColor(199, 199, 204), RGBAColor(72, 72, 74)),
        ("systemGray4", .systemGray4, RGBAColor(209, 209, 214), RGBAColor(58, 58, 60)),
        ("systemGray5", .systemGray5, RGBAColor(229, 229, 234), RGBAColor(44, 44, 46)),
        ("systemGray6", .systemGray6, RGBAColor(242, 242, 247), RGBAColor(28, 28, 30)),
        ("label", .label, RGBAColor(0, 0, 0), RGBAColor(255, 255, 255)),
        ("secondaryLabel", .secondaryLabel, RGBAColor(60, 60, 67, 0.6), RGBAColor(235, 235, 245, 0.6)),
        ("tertiaryLabel", .tertiaryLabel, RGBAColor(60, 60, 67, 0.3), RGBAColor(235, 235, 245, 0.3)),
        ("quaternaryLabel", .quaternaryLabel, RGBAColor(60, 60, 67, 0.18), RGBAColor(235, 235, 245, 0.16)),
        ("placeholderText", .placeholderText, RGBAColor(60, 60, 67, 0.3), RGBAColor(235, 235, 245, 0.3)),
        ("separator", .separator, RGBAColor(60, 60, 67, 0.29), RGBAColor(84, 84, 88, 0.6)),
        ("opaqueSeparator", .opaqueSeparator, RGBAColor(198, 198, 200), RGBAColor(56, 56, 58)),
        ("link", .link, RGBAColor(0, 122, 255), RGBAColor(9, 132, 255)),
        ("systemFill", .systemFill, RGBAColor(120, 120, 128, 0.2), RGBAColor(120, 120, 128, 0.36)),
        ("secondarySystemFill", .secondarySystemFill, RGBAColor(120, 120, 128, 0.16), RGBAColor(120, 120, 128, 0.32)),
        ("tertiarySystemFill", .tertiarySystemFill, RGBAColor(118, 118, 128, 0.12), RGBAColor(118, 118, 128, 0.24)),
        ("quaternarySystemFill", .quaternarySystemFill, RGBAColor(116, 116, 128, 0.08), RGBAColor(118, 118, 128, 0.18)),
        ("systemRed", .systemRed, RGBAColor(255, 59, 48), RGBAColor(255, 69, 58)),
        ("systemBlue", .systemBlue, RGBAColor(0, 122, 255), RGBAColor(10, 132, 255)),
        ("systemGreen", .systemGreen, RGBAColor(52, 199, 89), RGBAColor(48, 209, 88)),
        ("systemIndigo", .systemIndigo, RGBAColor(88, 86, 214), RGBAColor(94, 92, 230)),
        ("red (UIKit's fixed red)", .red, RGBAColor(255, 0, 0), RGBAColor(255, 0, 0)),
        ("brown (UIKit's fixed brown)", .brown, RGBAColor(red: 0.6, green: 0.4, blue: 0.2), RGBAColor(red: 0.6, green: 0.4, blue: 0.2)),
        ("clear", .clear, RGBAColor.clear, RGBAColor.clear),
    ]

    @Test("UIKit's colours, light and dark", arguments: 0..<table.count)
    func uiKitColour(_ index: Int) throws {
        let (name, color, light, dark) = Self.table[index]
        #expect(try resolved(Color(color), .light) == light, "\(name) light")
        #expect(try resolved(Color(color), .dark) == dark, "\(name) dark")
    }

    @Test("UIKit's system colours are SwiftUI's")
    func sameAsSwiftUI() {
        #expect(Color(.systemRed) == .red && Color(.systemMint) == .mint && Color(.systemGray) == .gray)
        #expect(Color(.label) == .primary && Color(.secondaryLabel) == .secondary && Color(.tintColor) == .accentColor)
    }

    @Test("UIColor initializers, a dynamic provider, and withAlphaComponent")
    func initializers() throws {
        #expect(try resolved(Color(UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)), .light) == RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))
        #expect(try resolved(Color(UIColor(white: 0.2, alpha: 1)), .dark) == RGBAColor(red: 0.2, green: 0.2, blue: 0.2))
        let card = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.1, alpha: 1) : .white }
        #expect(try resolved(Color(card), .light) == .white)
        #expect(try resolved(Color(card), .dark) == RGBAColor(red: 0.1, green: 0.1, blue: 0.1))
        let faded = UIColor.systemRed.withAlphaComponent(0.5)
        #expect(try resolved(Color(faded), .light) == RGBAColor(255, 59, 48, 0.5))
        #expect(try resolved(Color(faded), .dark) == RGBAColor(255, 69, 58, 0.5))
        #expect(try resolved(Color(UIColor.secondaryLabel.withAlphaComponent(1)), .dark) == RGBAColor(235, 235, 245), "replaced, not multiplied")
        #expect(Color(UIColor.white.withAlphaComponent(0.5)) == Color(white: 1, opacity: 0.5))
        #expect(try resolved(Color(UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))), .light) == .white)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor.systemBlue.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 0 && g == 122.0 / 255 && b == 1 && a == 1)
    }

    @Test("UIScreen.main is the iPhone 15 Pro's screen")
    func screen() {
        #expect(UIScreen.main.bounds == CGRect(origin: .zero, size: Device.iPhone15Pro.size))
        #expect(UIScreen.main.scale == Device.iPhone15Pro.scale)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1179, height: 2556))
    }

    @Test("UIFont maps onto SwiftUI's fonts")
    func fonts() {
        #expect(Font(UIFont.systemFont(ofSize: 15, weight: .semibold)) == .system(size: 15, weight: .semibold))
        #expect(Font(UIFont.systemFont(ofSize: 15)) == .system(size: 15, weight: .regular))
        #expect(Font(UIFont.preferredFont(forTextStyle: .title1)) == .system(.title))
        #expect(UIFont.preferredFont(forTextStyle: .title1).pointSize == 28)
        #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
        #expect(Font(UIFont.monospacedSystemFont(ofSize: 13, weight: .medium)) == .system(size: 13, weight: .medium, design: .monospaced))
        #expect(UIFont.Weight(0.25) == UIFont.Weight(rawValue: 0.25))
        #expect(Font(UIFont.boldSystemFont(ofSize: 17).withSize(20)) == .system(size: 20, weight: .bold))
    }

}
