import Testing
import Foundation
import Vellum
import VellumViews
import VellumTestSupport

/// The colour `color` resolves to in a colour scheme.
private func resolved(_ color: Color, _ scheme: ColorScheme, assets: AssetCatalog = AssetCatalog()) throws -> RGBAColor {
    var env = EnvironmentValues()
    env.colorScheme = scheme
    env.assets = assets
    return try color.resolved(in: env)
}

/// The test fixtures' photo catalog (Tests/VellumAssetsTests/Fixtures/Photos.xcassets).
private func photos() throws -> AssetCatalog {
    try AssetCatalog(contentsOf: PackageRoot.url.appendingPathComponent("Tests/VellumAssetsTests/Fixtures/Photos.xcassets"))
}

@Suite("App: UIKit names")
struct PlatformNameTests {
    @Test("Color(.systemGray6) is 242,242,247 light and 28,28,30 dark, in a resolved colour and in the SVG")
    func systemGray6() throws {
        #expect(try resolved(Color(.systemGray6), .light) == RGBAColor(242, 242, 247))
        #expect(try resolved(Color(.systemGray6), .dark) == RGBAColor(28, 28, 30))
        let square = Rectangle().fill(Color(.systemGray6)).frame(width: 20, height: 20)
        let canvas = CGSize(width: 40, height: 40)
        #expect(try SVGQuery(SVGRenderer(content: square, size: canvas).svg()).has("rect", exactly: ["x": "10", "y": "10", "width": "20", "height": "20", "fill": "#F2F2F7"]))
        var dark = SVGRenderer(content: square, size: canvas)
        dark.colorScheme = .dark
        #expect(try SVGQuery(dark.svg()).has("rect", exactly: ["x": "10", "y": "10", "width": "20", "height": "20", "fill": "#1C1C1E"]))
    }

    @Test("Color(uiColor: .label) is white in dark, black in light")
    func label() throws {
        #expect(try resolved(Color(uiColor: .label), .dark) == RGBAColor(255, 255, 255))
        #expect(try resolved(Color(uiColor: .label), .light) == RGBAColor(0, 0, 0))
        var dark = SVGRenderer(content: Rectangle().fill(Color(uiColor: .label)).frame(width: 20, height: 20), size: CGSize(width: 40, height: 40))
        dark.colorScheme = .dark
        #expect(try SVGQuery(dark.svg()).has(nil, with: ["width": "20", "height": "20", "fill": "#FFFFFF"]))
    }

    @Test("UIColor(named:) and UIImage(named:) resolve through the renderer's asset catalog")
    func assetCatalog() throws {
        let catalog = try photos()
        let named = try #require(UIColor(named: "TextContrast"))
        #expect(try resolved(Color(named), .light, assets: catalog) == .white)
        #expect(try resolved(Color(uiColor: named), .dark, assets: catalog) == .black)

        func render<V: View>(_ view: V) throws -> String {
            var renderer = SVGRenderer(content: view, size: CGSize(width: 120, height: 120))
            renderer.assets = catalog
            return try renderer.svg()
        }
        let viaUIImage = try render(Image(uiImage: UIImage(named: "Portrait")!).resizable().frame(width: 60, height: 90))
        let direct = try render(Image("Portrait").resizable().frame(width: 60, height: 90))
        #expect(viaUIImage == direct)
        #expect(try SVGQuery(viaUIImage).count(of: "image") > 0)

        let missing = #expect(throws: VellumError.self) { try render(Image(uiImage: UIImage(named: "Nowhere")!)) }
        #expect(missing?.message.contains("Nowhere") == true, "\(missing?.message ?? "")")
    }

    @Test("UIImage(systemName:) draws the symbol, and its rendering mode carries over")
    func systemImage() throws {
        let canvas = CGSize(width: 60, height: 60)
        let viaUIImage = try SVGRenderer(content: Image(uiImage: UIImage(systemName: "star.fill")!).foregroundStyle(.orange), size: canvas).svg()
        let direct = try SVGRenderer(content: Image(systemName: "star.fill").foregroundStyle(.orange), size: canvas).svg()
        #expect(viaUIImage == direct)
        let template = try #require(UIImage(named: "Portrait")).withRenderingMode(.alwaysTemplate)
        #expect(Image(uiImage: template) == Image("Portrait").renderingMode(.template))
    }

    @Test("UIApplication.shared compiles and does nothing")
    func application() {
        let url = URL(string: UIApplication.openSettingsURLString)!
        UIApplication.shared.open(url) { _ in Issue.record("the completion handler is not called") }
        #expect(!UIApplication.shared.canOpenURL(url))
    }

    @Test("UITraitCollection.current follows the body being drawn")
    func traitCollection() throws {
        struct Probe: View {
            var body: some View { Text(UITraitCollection.current.userInterfaceStyle == .dark ? "dark traits" : "light traits") }
        }
        var dark = SVGRenderer(content: Probe(), size: CGSize(width: 200, height: 40))
        dark.colorScheme = .dark
        #expect(try SVGQuery(dark.svg()).labels.contains("dark traits"))
        #expect(try SVGQuery(SVGRenderer(content: Probe(), size: CGSize(width: 200, height: 40)).svg()).labels.contains("light traits"))
    }
}
