import Foundation
import Testing
import Vellum
import VellumTestSupport

/// Images from fuzzing (`scripts/fuzz`) and the seed corpus, kept as regression
/// tests: each must be drawn or throw a `VellumError`, never crash. The diff's
/// inputs: VellumXMLDiffTests' FuzzRegressionTests.
@Suite("Fuzz regressions: images")
struct FuzzRegressionTests {
    /// The seed corpus of the fuzz harnesses.
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fuzz/corpus")

    @Test("Images from the seed corpus and hostile bytes decode or throw a VellumError")
    func imageInputs() throws {
        let dir = try ScratchFolder.make("vellum-hostile-fuzz-images")
        defer { try? FileManager.default.removeItem(at: dir) }
        var files: [URL] = (try? FileManager.default.contentsOfDirectory(at: Self.corpus.appendingPathComponent("images"), includingPropertiesForKeys: nil)) ?? []
        let hostile: [(String, [UInt8])] = [
            ("empty.png", []),
            ("signature.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            ("huge.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0x7F, 0xFF, 0xFF, 0xFF, 0x7F, 0xFF, 0xFF, 0xFF, 8, 6, 0, 0, 0, 0, 0, 0, 0]),
            ("soi.jpg", [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x02]),
            ("deep.svg", Array((String(repeating: "<g>", count: 5_000) + String(repeating: "</g>", count: 5_000)).utf8)),
            ("net.svg", Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><image href="http://example.com/x.png" width="4" height="4"/></svg>"#.utf8)),
        ]
        for (name, bytes) in hostile {
            let url = dir.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            files.append(url)
        }
        for file in files {
            let catalogDir = try ScratchFolder.make("vellum-hostile-one")
            defer { try? FileManager.default.removeItem(at: catalogDir) }
            try FileManager.default.copyItem(at: file, to: catalogDir.appendingPathComponent(file.lastPathComponent))
            let name = file.deletingPathExtension().lastPathComponent
            do {
                var renderer = SVGRenderer(content: Image(name), size: CGSize(width: 20, height: 20))
                renderer.assets = try AssetCatalog(contentsOf: catalogDir)
                let svg = try renderer.svg()
                let doc = Hostile.wellFormed(svg, file.lastPathComponent)
                // No reference to the network survives in an embedded SVG.
                #expect(!svg.contains("http://example.com"), "\(file.lastPathComponent)")
                #expect(doc != nil)
            } catch let error as VellumError {
                #expect(!error.message.isEmpty)
            }
        }
    }
}
