import Foundation
import Testing
import VellumAssets
import VellumCore
import VellumGeometry
import VellumTestSupport

@Suite("Asset catalog errors")
struct AssetCatalogErrorTests {
    private let broken: AssetCatalog

    init() throws {
        broken = try AssetCatalog(contentsOf: Fixtures.broken)
    }

    private func imageError(_ name: String) -> VellumError? {
        vellumError { try broken.image(named: name, colorScheme: .light, displayScale: 2) }
    }

    @Test("a catalog with damaged assets still loads and lists them")
    func loads() {
        #expect(broken.imageNames == ["BadJSON", "Empty", "Escape", "Junk", "Missing", "NoFiles", "Truncated"])
        #expect(broken.colorNames == ["WrongType"])
    }

    @Test("damaged files fail with the file, the image and the catalog named",
          arguments: [("Truncated", "cut.jpg", VellumError.Code.corruptFile, "truncated"),
                      ("Empty", "empty.png", .corruptFile, "empty"),
                      ("Junk", "junk.png", .corruptFile, "not a PNG, JPEG or SVG"),
                      ("Missing", "gone.png", .unreadableFile, "does not exist")])
    func damagedFiles(name: String, file: String, code: VellumError.Code, detail: String) {
        let error = imageError(name)
        #expect(error?.code == code)
        #expect(error?.subject.hasSuffix("\(name).imageset/\(file)") == true)
        #expect(error?.message.contains(file) == true)
        #expect(error?.message.contains(detail) == true)
        #expect(error?.message.hasPrefix("Image '\(name)' in the asset catalog at \(Fixtures.broken.path): ") == true)
        #expect(error?.message.contains("'\(name).imageset/\(file)'") == true)
    }

    @Test("malformed Contents.json fails the lookup, naming the file and the fix")
    func badJSON() {
        let error = imageError("BadJSON")
        #expect(error?.code == .corruptFile)
        #expect(error?.message.contains("BadJSON.imageset/Contents.json") == true)
        #expect(error?.message.contains("Xcode") == true)
        let colorError = vellumError { try broken.color(named: "WrongType", colorScheme: .dark) }
        #expect(colorError?.code == .corruptFile)
        #expect(colorError?.message.contains("WrongType.colorset/Contents.json") == true)
    }

    @Test("a Contents.json listing a file outside its folder is refused")
    func escape() {
        let error = imageError("Escape")
        #expect(error?.code == .corruptFile)
        #expect(error?.message.contains("outside") == true)
    }

    @Test("an image set without files says so")
    func noFiles() {
        let error = imageError("NoFiles")
        #expect(error?.code == .missingAsset)
        #expect(error?.message.contains("no image files") == true)
    }

    @Test("a missing image names itself and the catalog, suggests near names and lists the names")
    func missingImage() {
        let error = imageError("Truncatd")
        #expect(error?.code == .missingAsset)
        #expect(error?.subject == "Truncatd")
        #expect(error?.message.contains("Image 'Truncatd' is not in the asset catalog at \(Fixtures.broken.path)") == true)
        #expect(error?.message.contains("Did you mean 'Truncated'?") == true)
        #expect(error?.message.contains("BadJSON, Empty") == true)
    }

    @Test("a name with no near match gets no suggestion")
    func noSuggestion() {
        let error = imageError("Zebra")
        #expect(error?.message.contains("Did you mean") == false)
    }

    @Test("the empty catalog says no catalog was given")
    func emptyCatalog() {
        let empty = AssetCatalog()
        #expect(empty.url == nil)
        #expect(empty.imageNames.isEmpty && empty.colorNames.isEmpty)
        let error = vellumError { try empty.image(named: "Landscape", colorScheme: .light, displayScale: 3) }
        #expect(error?.code == .missingAsset)
        #expect(error?.message.contains("'Landscape'") == true)
        #expect(error?.message.contains("no asset catalog was given") == true)
        #expect(vellumError { try empty.color(named: "Tint", colorScheme: .dark) }?.code == .missingAsset)
    }

    @Test("a missing or non-folder catalog path fails at load, naming it")
    func badRoot() throws {
        let nowhere = Fixtures.folder.appendingPathComponent("Nowhere.xcassets")
        let error = vellumError { try AssetCatalog(contentsOf: nowhere) }
        #expect(error?.code == .unreadableFile)
        #expect(error?.message.contains(nowhere.path) == true)
        #expect(error?.message.contains("AssetCatalog(contentsOf:)") == true)
        let file = Fixtures.photos.appendingPathComponent("Contents.json")
        #expect(vellumError { try AssetCatalog(contentsOf: file) }?.message.contains("not a folder") == true)
    }

    @Test("a malformed group Contents.json fails the load, naming it")
    func badGroup() throws {
        let root = try ScratchFolder.make("VellumAssetsTests")
        defer { try? FileManager.default.removeItem(at: root) }
        let group = root.appendingPathComponent("Group")
        try FileManager.default.createDirectory(at: group, withIntermediateDirectories: true)
        try Data("{\"properties\": {\"provides-namespace\": \"yes please\"}}".utf8)
            .write(to: group.appendingPathComponent("Contents.json"))
        let error = vellumError { try AssetCatalog(contentsOf: root) }
        #expect(error?.code == .corruptFile)
        #expect(error?.message.contains("Group/Contents.json") == true)
    }

    @Test("an oversized image file is refused before it is read whole")
    func oversized() throws {
        let root = try ScratchFolder.make("VellumAssetsTests")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Huge.png")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: UInt64(64 * 1024 * 1024 + 1))
        try handle.close()
        let catalog = try AssetCatalog(contentsOf: root)
        let error = vellumError { try catalog.image(named: "Huge", colorScheme: .light, displayScale: 1) }
        #expect(error?.code == .tooLarge)
        #expect(error?.message.contains("Huge.png") == true)
    }

    @Test("An unreadable catalog names the folder")
    func unreadableCatalog() throws {
        let path = "/nonexistent/Hostile.xcassets"
        let error = #expect(throws: VellumError.self) { try AssetCatalog(contentsOf: URL(fileURLWithPath: path)) }
        #expect(error?.message.contains(path) == true, "\(error?.message ?? "")")
    }
}
