import Testing
import Foundation
import Vellum

/// Xcode's new-project template has an `AccentColor` set with no colour picked:
/// the accent is then the default blue, as Xcode draws it.
@Suite("AccentColor from the template")
@MainActor struct AccentColorTemplateTests {
    func catalog(_ contents: String) throws -> (AssetCatalog, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-accent-\(UUID().uuidString)/Assets.xcassets")
        let set = root.appendingPathComponent("AccentColor.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(to: root.appendingPathComponent("Contents.json"))
        try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        return (try AssetCatalog(contentsOf: root), root.deletingLastPathComponent())
    }

    func svg(_ view: some View, _ assets: AssetCatalog) throws -> String {
        var renderer = SVGRenderer(content: view, size: CGSize(width: 40, height: 40))
        renderer.assets = assets
        return try renderer.svg()
    }

    @Test("an empty template set draws the default accent")
    func emptyTemplate() throws {
        let (assets, folder) = try catalog(#"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try svg(Color.accentColor, assets) == svg(Color.accentColor, AssetCatalog()))
    }

    @Test("a set with a colour picked is the accent")
    func pickedColour() throws {
        let (assets, folder) = try catalog(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}}}]}"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try svg(Color.accentColor, assets) == svg(Color(red: 1, green: 0, blue: 0), AssetCatalog()))
    }
}
