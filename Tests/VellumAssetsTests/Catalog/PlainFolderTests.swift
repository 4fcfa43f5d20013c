import Foundation
import Testing
import VellumAssets
import VellumGeometry
import VellumTestSupport

@Suite("Plain folders of images")
struct PlainFolderTests {
    @Test("loose files are images named with and without extension; @2x gives the scale")
    func looseFiles() throws {
        let root = try ScratchFolder.make("VellumAssetsTests")
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(TestImages.png(width: 40, height: 20)).write(to: root.appendingPathComponent("Hero.png"))
        try Data(TestImages.png(width: 80, height: 40)).write(to: root.appendingPathComponent("Hero@2x.png"))
        try Fixtures.bytes("Photos.xcassets/Landscape.imageset/landscape@2x.jpg")
            .write(to: root.appendingPathComponent("Landscape.jpeg"))
        try Data(#"<svg viewBox="0 0 16 16"/>"#.utf8).write(to: root.appendingPathComponent("icon.svg"))
        try Data("notes".utf8).write(to: root.appendingPathComponent("README.txt"))
        try Data(TestImages.png(width: 1, height: 1)).write(to: root.appendingPathComponent(".hidden.png"))
        let sub = root.appendingPathComponent("More")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try Data(TestImages.png(width: 3, height: 3)).write(to: sub.appendingPathComponent("Small.png"))

        let catalog = try AssetCatalog(contentsOf: root)
        #expect(catalog.imageNames == ["Hero", "Landscape", "Small", "icon"])

        let landscape = try catalog.image(named: "Landscape", colorScheme: .light, displayScale: 2)
        #expect(landscape.size == CGSize(width: 600, height: 400), "a loose file without @2x is 1x")
        #expect(try catalog.image(named: "Landscape.jpeg", colorScheme: .dark, displayScale: 2) == landscape)

        let hero2x = try catalog.image(named: "Hero", colorScheme: .light, displayScale: 2)
        #expect(hero2x.scale == 2 && hero2x.size == CGSize(width: 40, height: 20))
        let hero1x = try catalog.image(named: "Hero", colorScheme: .light, displayScale: 1)
        #expect(hero1x.scale == 1 && hero1x.size == CGSize(width: 40, height: 20))
        #expect(try catalog.image(named: "Hero@2x.png", colorScheme: .light, displayScale: 1).scale == 2)
        #expect(try catalog.image(named: "Hero@2x", colorScheme: .light, displayScale: 1).scale == 2)

        #expect(try catalog.image(named: "icon.svg", colorScheme: .light, displayScale: 3).size == CGSize(width: 16, height: 16))
        #expect(try catalog.image(named: "Small", colorScheme: .light, displayScale: 3).size == CGSize(width: 3, height: 3))
        #expect(vellumError { try catalog.image(named: "README", colorScheme: .light, displayScale: 1) }?.code == .missingAsset)
    }

    @Test("an empty folder is an empty catalog that names its path in errors")
    func emptyFolder() throws {
        let root = try ScratchFolder.make("VellumAssetsTests")
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try AssetCatalog(contentsOf: root)
        #expect(catalog.imageNames.isEmpty)
        let error = vellumError { try catalog.image(named: "Hero", colorScheme: .light, displayScale: 1) }
        #expect(error?.message.contains(root.standardizedFileURL.path) == true)
        #expect(error?.message.contains("it has no images") == true)
    }

    @Test("symbolic links to folders are not followed, so a loop cannot hang the load")
    func symlinkLoop() throws {
        let root = try ScratchFolder.make("VellumAssetsTests")
        defer { try? FileManager.default.removeItem(at: root) }
        let loop = root.appendingPathComponent("Loop")
        try FileManager.default.createDirectory(at: loop, withIntermediateDirectories: true)
        try Data(TestImages.png(width: 2, height: 2)).write(to: loop.appendingPathComponent("Inside.png"))
        try FileManager.default.createSymbolicLink(at: loop.appendingPathComponent("Again"), withDestinationURL: loop)
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("Linked.png"), withDestinationURL: loop.appendingPathComponent("Inside.png"))
        let catalog = try AssetCatalog(contentsOf: root)
        #expect(catalog.imageNames == ["Inside", "Linked"])
        #expect(try catalog.image(named: "Linked", colorScheme: .light, displayScale: 1).size == CGSize(width: 2, height: 2))
    }

    @Test("folders nested beyond the depth limit are refused, naming the folder")
    func tooDeep() throws {
        let root = try ScratchFolder.make("VellumAssetsTests")
        defer { try? FileManager.default.removeItem(at: root) }
        var folder = root
        for level in 0 ..< 40 { folder.appendPathComponent("L\(level)") }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let error = vellumError { try AssetCatalog(contentsOf: root) }
        #expect(error?.code == .tooLarge)
        #expect(error?.message.contains("L32") == true)
    }
}
