import Foundation
import Testing
import Vellum
import VellumXMLDiff
import VellumTestSupport

/// Inputs from fuzzing (`scripts/fuzz`) and the seed corpus, kept as
/// regression tests: each must be handled without a crash, and the diff's
/// properties the harness checks must hold. No fuzzing run has found a crash
/// yet; a crashing input found later goes in `Self.diffInputs` as base64.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// The seed corpus of the XML diff harness: pairs split at the first NUL.
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fuzz/corpus")

    /// Hand-made hostile diff inputs, each a pair "a\0b".
    static let diffInputs: [String] = [
        "<svg/>\u{0}<svg>",
        "<svg><g><g><g></g></g></g></svg>\u{0}<svg><g/></svg>",
        "<svg><path d=\"M1e308 1e308L-1e308 -1e308ZZZ m\"/></svg>\u{0}<svg><path d=\"\"/></svg>",
        "<svg><rect transform=\"matrix(nan inf 1 1 1 1) rotate(1e400)\" fill=\"rgb(999,-1,nan)\"/></svg>\u{0}<svg><rect/></svg>",
        "<svg id=\"a\"><use href=\"#a\"/><rect id=\"a\"/></svg>\u{0}<svg id=\"b\"><use href=\"#b\"/></svg>",
        "<svg style=\"fill:;;:;stroke\"><a:b xmlns:a=\"x\"/></svg>\u{0}<svg style=\"\"/>",
    ]

    @Test("Diff properties hold on the seeds and hand-made inputs")
    func diffInputs() throws {
        var inputs = Self.diffInputs.map { Data($0.utf8) }
        if let files = try? FileManager.default.contentsOfDirectory(at: Self.corpus.appendingPathComponent("xml"), includingPropertiesForKeys: nil) {
            inputs += try files.sorted { $0.path < $1.path }.map { try Data(contentsOf: $0) }
        }
        #expect(inputs.count >= Self.diffInputs.count)
        for data in inputs {
            let parts = data.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
            let a = String(decoding: parts[0], as: UTF8.self)
            let b = parts.count > 1 ? String(decoding: parts[1], as: UTF8.self) : a
            if (try? SVGCanonicalForm(a)) != nil {
                #expect(try SVGDiff.compare(a, a).isEqual, "differs from itself: \(a.prefix(120))")
            }
            if let forward = try? SVGDiff.compare(a, b) {
                _ = forward.unifiedDiff
                let backward = try SVGDiff.compare(b, a)
                #expect(backward.isEqual == forward.isEqual, "\(a.prefix(60)) vs \(b.prefix(60))")
            }
        }
    }

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
