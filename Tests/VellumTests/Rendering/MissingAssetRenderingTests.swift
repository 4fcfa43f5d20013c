import Foundation
import Testing
@testable import Vellum
import VellumTestSupport
import VellumViewsTestSupport

/// Missing assets: an error by default (snapshot tests), drawn as SwiftUI
/// draws them when previews ask (`svgDrawingMissingAssets()`).
@Suite struct MissingAssetRenderingTests {
    @Test func aMissingAssetIsStillAnErrorNamingItByDefault() throws {
        let renderer = SVGRenderer(content: MissingAssetCard(), size: CGSize(width: 100, height: 200))
        do {
            _ = try renderer.svg()
            Issue.record("no error for a missing image")
        } catch let error as VellumError {
            #expect(error.code == .missingAsset)
            #expect("\(error)".contains("'Hero'"), "\(error)")
        }
    }

    @Test func previewsDrawMissingAssetsAsSwiftUIAndListThem() throws {
        let renderer = SVGRenderer(content: MissingAssetCard(), size: CGSize(width: 100, height: 200))
        let (svg, missing, unsettled) = try renderer.svgDrawingMissingAssets()
        #expect(unsettled == nil)
        #expect(missing == ["Image 'Hero'", "Color 'Brand'", "Image 'Banner'", "Image 'Pattern'", "Image 'Avatar'",
                            "Symbol 'no.such.symbol.vellum'"])
        // The red and blue bars are drawn; the missing image is zero high, the
        // clear colour draws nothing but keeps its 20 pt, the resizable image
        // takes its 30 pt frame: the blue bar starts 20 + 20 + 30 + 10 below the red one.
        let painted = try SVGQuery(svg).colors
        #expect(painted.contains("#FF3B30") && painted.contains("#007AFF"))
        // Nothing but the background and the two bars is painted: no clear rectangle, no image.
        #expect(try SVGQuery(svg).elements(named: "image").isEmpty)
        #expect(svg.components(separatedBy: "fill=\"#").count - 1 == 3, "\(svg)")
    }

    @Test func aCorruptAssetFileIsStillAnErrorInPreviews() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-missing-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("Hero.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"images":[{"filename":"hero.png","idiom":"universal"}],"info":{"author":"xcode","version":1}}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        try Data("not a png".utf8).write(to: set.appendingPathComponent("hero.png"))
        var renderer = SVGRenderer(content: Image("Hero"), size: CGSize(width: 50, height: 50))
        renderer.assets = try AssetCatalog(contentsOf: folder)
        #expect(throws: VellumError.self) { try renderer.svgDrawingMissingAssets() }
    }
}

/// The view graph keeps what the settled picture's views reported: an asset a
/// view showed only before `onAppear` changed its state is not listed.
@Suite("Missing assets of the settled picture")
@MainActor struct SettledMissingAssetTests {
    struct Loader: View {
        @State private var loaded = false
        var body: some View {
            Group {
                if loaded { Image("Loaded") } else { Image("Placeholder") }
            }
            .onAppear { loaded = true }
        }
    }

    @Test func onlyTheLastPassesAssetsAreListed() throws {
        let (_, missing, unsettled) = try SVGRenderer(content: Loader(), size: CGSize(width: 100, height: 100)).svgDrawingMissingAssets()
        #expect(unsettled == nil)
        #expect(missing == ["Image 'Loaded'"])
    }
}
